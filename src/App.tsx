// The signed-in console: <Admin> assembled from the plugin registry; nothing domain-specific here.
import type { ComponentType } from 'react';
import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route, matchRoutes } from 'react-router-dom';
import { corePlugins } from './corePlugins';
import { createRegistry, hasAnyFlag } from './plugins/registry';
import { GuardedRoute } from './plugins/GuardedRoute';
import { preloadView } from './plugins/lazyView';
import { RegistryProvider } from './plugins/RegistryContext';
import { createAuthProvider, currentFlags } from './authProvider';
import { answerAuthQueriesAtOnce } from './authProvider/authAnswersAtOnce';
import { buildDataProvider } from './dataProviders';
import { prefetchFirstListPage } from './dataProviders/firstListPage';
import { createConsoleQueryClient, type QueryClient } from './dataProviders/queryCache';
import { readSessionValues } from './session';
import { buildI18nProvider } from './i18n';
import { Layout, ThemeSettingsProvider, useConsoleTheme, NotFoundPage } from './layout';

const registry = createRegistry(corePlugins);

interface ConsoleProviders {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  queryClient: QueryClient;
}

function ConsoleAdmin({ authProvider, dataProvider, i18nProvider, queryClient }: ConsoleProviders) {
  const { theme, darkTheme, defaultTheme } = useConsoleTheme();
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      layout={Layout}
      theme={theme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
      loginPage={false}
      catchAll={NotFoundPage}
      requireAuth
      disableTelemetry
    >
      {registry.resources.map((r) => (
        <Resource
          key={r.name}
          name={r.name}
          list={r.list}
          edit={r.edit}
          create={r.create}
          show={r.show}
          icon={r.icon}
          recordRepresentation={r.recordRepresentation}
        />
      ))}
      <CustomRoutes>
        {registry.routes.filter((r) => !r.noLayout).map((r) => (
          <Route key={r.path} path={r.path} element={<GuardedRoute anyOfFlags={r.anyOfFlags}>{r.element}</GuardedRoute>} />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        {registry.routes.filter((r) => r.noLayout).map((r) => (
          <Route key={r.path} path={r.path} element={<GuardedRoute anyOfFlags={r.anyOfFlags}>{r.element}</GuardedRoute>} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}

/**
 * Starts loading what the page opened by its address shows first, beside the language and the
 * shell's first render rather than once the route renders (issue 16): its view's chunk (it came
 * ~200 ms later, after the layout) and its first list page (~500 ms later, after the guards and the
 * page), when the page declares one and the session may see it.
 */
function preloadFirstScreen(queryClient: QueryClient, dataProvider: DataProvider): void {
  const path = window.location.pathname.replace(/^\/admin/, '') || '/';
  const [match] = matchRoutes(registry.routes, path) ?? [];
  if (!match) return;
  preloadView(match.route.element);
  const session = readSessionValues();
  const flags = currentFlags();
  if (!session.signedIn || !hasAnyFlag(flags, match.route.anyOfFlags)) return;
  const firstList = match.route.firstList?.({ params: match.params, search: new URLSearchParams(window.location.search), session, flags });
  if (firstList) prefetchFirstListPage(queryClient, dataProvider, firstList);
}

/**
 * The console, ready to mount. Called once /admin/config.json is in (it decides e.g. the language
 * reading); the session's language loads first, as react-admin needs its texts synchronously.
 */
export async function openConsole(): Promise<ComponentType> {
  const dataProvider = buildDataProvider(registry);
  const queryClient = createConsoleQueryClient();
  answerAuthQueriesAtOnce(queryClient, registry);
  preloadFirstScreen(queryClient, dataProvider);
  const providers: ConsoleProviders = {
    authProvider: createAuthProvider(registry),
    dataProvider,
    i18nProvider: await buildI18nProvider(registry),
    queryClient,
  };
  return function App() {
    return (
      // Our own router with the /admin base: without one react-admin falls back to a hash router,
      // and the spec's paths (/admin/app/...) are public contract.
      <BrowserRouter basename="/admin">
        <RegistryProvider registry={registry}>
          <ThemeSettingsProvider>
            <ConsoleAdmin {...providers} />
          </ThemeSettingsProvider>
        </RegistryProvider>
      </BrowserRouter>
    );
  };
}

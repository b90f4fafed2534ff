// The signed-in console: <Admin> assembled from the plugin registry; nothing domain-specific here.
import type { ComponentType } from 'react';
import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route, matchRoutes } from 'react-router-dom';
import { corePlugins } from './corePlugins';
import { createRegistry } from './plugins/registry';
import { GuardedRoute } from './plugins/GuardedRoute';
import { preloadView } from './plugins/lazyView';
import { RegistryProvider } from './plugins/RegistryContext';
import { createAuthProvider } from './authProvider';
import { buildDataProvider } from './dataProviders';
import { buildI18nProvider } from './i18n';
import { Layout, ThemeSettingsProvider, useConsoleTheme, NotFoundPage } from './layout';

const registry = createRegistry(corePlugins);

interface ConsoleProviders {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
}

function ConsoleAdmin({ authProvider, dataProvider, i18nProvider }: ConsoleProviders) {
  const { theme, darkTheme, defaultTheme } = useConsoleTheme();
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
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
 * The console, ready to mount. Called once /admin/config.json is in (it decides e.g. the language
 * reading); the session's language loads first, as react-admin needs its texts synchronously.
 */
export async function openConsole(): Promise<ComponentType> {
  // The page's own chunk starts loading now, beside the language and the shell's first render,
  // rather than once the route renders (issue 16: it came ~200 ms later, after the layout).
  const path = window.location.pathname.replace(/^\/admin/, '') || '/';
  const [match] = matchRoutes(registry.routes, path) ?? [];
  if (match) preloadView(match.route.element);
  const providers: ConsoleProviders = {
    authProvider: createAuthProvider(registry),
    dataProvider: buildDataProvider(registry),
    i18nProvider: await buildI18nProvider(registry),
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

// The signed-in console: <Admin> assembled from the plugin registry; nothing domain-specific here.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { corePlugins } from './corePlugins';
import { createRegistry } from './plugins/registry';
import { GuardedRoute } from './plugins/GuardedRoute';
import { RegistryProvider } from './plugins/RegistryContext';
import { createAuthProvider } from './authProvider';
import { buildDataProvider } from './dataProviders';
import { buildI18nProvider } from './i18n';
import { Layout, ThemeSettingsProvider, useConsoleTheme, NotFoundPage } from './layout';

const registry = createRegistry(corePlugins);

// Made on first render, not at import: main.tsx loads this module while /admin/config.json
// (which decides e.g. the language reading) may still be on its way.
let providers: ReturnType<typeof createProviders> | undefined;
function createProviders() {
  return {
    authProvider: createAuthProvider(registry),
    dataProvider: buildDataProvider(registry),
    i18nProvider: buildI18nProvider(registry),
  };
}

function ConsoleAdmin() {
  const { theme, darkTheme, defaultTheme } = useConsoleTheme();
  providers ??= createProviders();
  const { authProvider, dataProvider, i18nProvider } = providers;
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

export default function App() {
  return (
    // Our own router with the /admin base: without one react-admin falls back to a hash router,
    // and the spec's paths (/admin/app/...) are public contract.
    <BrowserRouter basename="/admin">
      <RegistryProvider registry={registry}>
        <ThemeSettingsProvider>
          <ConsoleAdmin />
        </ThemeSettingsProvider>
      </RegistryProvider>
    </BrowserRouter>
  );
}

// Renders shell pieces inside react-admin's context with English texts, a fake auth provider and
// a plugin registry, the way <Admin> would.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type AuthProvider, type DataProvider, type I18nProvider, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { vi } from 'vitest';
import { createRegistry, mergeMessages } from '../../src/plugins/registry';
import { buildDataProvider } from '../../src/dataProviders';
import type { ConsolePlugin, Messages } from '../../src/plugins/types';
import { RegistryProvider } from '../../src/plugins/RegistryContext';
import { en as i18nShellEn } from '../../src/i18n/messages/en';
import { layoutMessages } from '../../src/layout/messages';
import { ThemeSettingsProvider } from '../../src/layout/theme/ThemeSettingsContext';
import { useConsoleTheme } from '../../src/layout/theme/useConsoleTheme';
import { ResultProvider } from '../../src/ui/ResultProvider';

const messages = [englishMessages as unknown as Messages, i18nShellEn, layoutMessages.en].reduce(mergeMessages);

export function fakeAuthProvider(flags: Record<string, boolean> = {}): AuthProvider {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => false as const),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => flags),
  };
}

function ConsoleContext(
  { authProvider, dataProvider, i18nProvider, children }: { authProvider: AuthProvider; dataProvider: DataProvider; i18nProvider: I18nProvider; children: ReactNode },
) {
  const { theme, darkTheme, defaultTheme } = useConsoleTheme();
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
    >
      {children}
    </AdminContext>
  );
}

export function renderInShell(
  ui: ReactElement,
  { authProvider = fakeAuthProvider(), plugins = [], path = '/' }: { authProvider?: AuthProvider; plugins?: ConsolePlugin[]; path?: string } = {},
) {
  const registry = createRegistry(plugins);
  const pluginMessages = registry.englishMessages;
  const i18nProvider = polyglotI18nProvider(() => mergeMessages(messages, pluginMessages) as TranslationMessages, 'en');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RegistryProvider registry={registry}>
        <ThemeSettingsProvider>
          <ConsoleContext authProvider={authProvider} dataProvider={buildDataProvider(registry)} i18nProvider={i18nProvider}>
            <ResultProvider>{ui}</ResultProvider>
          </ConsoleContext>
        </ThemeSettingsProvider>
      </RegistryProvider>
    </MemoryRouter>,
  );
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availableLanguages, buildI18nProvider, createTranslator, loadPublicMessages } from '../../src/i18n';
import { session } from '../../src/session/session';
import { loadRuntimeConfig } from '../../src/config/services';
import { createRegistry } from '../../src/plugins/registry';
import { definePlugin } from '../../src/plugins/types';
import { layoutMessages } from '../../src/layout/messages';

const registry = createRegistry([
  definePlugin({
    name: 'demo',
    messages: {
      en: { demo: { hello: 'Hello', bye: 'Goodbye' } },
      fr: async () => ({ demo: { hello: 'Bonjour' } }),
    },
  }),
]);

const configWith = (body: unknown) => (async () => new Response(JSON.stringify(body), { status: 200 })) as typeof fetch;

beforeEach(() => localStorage.clear());
afterEach(() => loadRuntimeConfig(configWith({ languageMode: 'full' })));

describe('console messages', () => {
  it('starts in English, with react-admin, shell and plugin texts', async () => {
    const { translate, getLocale } = await buildI18nProvider(registry);
    expect(getLocale()).toBe('en');
    expect(translate('ra.action.save')).toBe('Save');
    expect(translate('shell.session.expired')).toBe('Your session has expired. Please log in again to continue.');
    expect(translate('demo.hello')).toBe('Hello');
  });

  it('shows the English text of a key missing in French, never the raw key', async () => {
    const i18n = await buildI18nProvider(registry);
    await i18n.changeLocale('fr');
    expect(i18n.translate('demo.hello')).toBe('Bonjour');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
    expect(i18n.translate('demo.bye')).toBe('Goodbye');
    // react-admin passes inferred defaults; the English text still wins over them
    expect(i18n.translate('demo.bye', { _: 'Bye' })).toBe('Goodbye');
  });

  it('loads French only when it is chosen, English still filling a key French lacks', async () => {
    const loadDemoFrench = vi.fn(async () => ({ demo: { hello: 'Bonjour' } }));
    const i18n = await buildI18nProvider(
      createRegistry([
        definePlugin({ name: 'shell', messages: layoutMessages }),
        definePlugin({ name: 'demo', messages: { en: { demo: { bye: 'Goodbye' } }, fr: loadDemoFrench } }),
      ]),
    );
    expect(i18n.translate('shell.header.home')).toBe('My accounts');
    expect(loadDemoFrench).not.toHaveBeenCalled();
    await i18n.changeLocale('fr');
    expect(loadDemoFrench).toHaveBeenCalledOnce();
    expect(i18n.translate('shell.header.home')).toBe('Mes comptes');
    expect(i18n.translate('demo.bye')).toBe('Goodbye');
  });

  it('has Spanish, Japanese and Chinese base texts for react-admin', async () => {
    const i18n = await buildI18nProvider(registry);
    await i18n.changeLocale('sp');
    expect(i18n.translate('ra.action.save')).toBe('Guardar');
    expect(i18n.translate('ra.input.password.toggle_hidden')).toBe('Mostrar la contraseña');
    await i18n.changeLocale('jp');
    expect(i18n.translate('ra.auth.logout')).toBe('ログアウト');
    await i18n.changeLocale('zh');
    expect(i18n.translate('shell.menu.users')).toBe('用户');
  });

  it('marks the page with the language it is in, as a BCP 47 tag (ja, es), not the spec\'s key', async () => {
    const i18n = await buildI18nProvider(registry);
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLocale('jp');
    expect(document.documentElement.lang).toBe('ja');
    await i18n.changeLocale('sp');
    expect(document.documentElement.lang).toBe('es');
  });

  it('lets the server labels override the built-in texts', async () => {
    session.setJson('localeEn', { shell: { menu: { myApps: 'Applications' } } });
    session.setJson('localeFr', { demo: { hello: 'Salut' } });
    const i18n = await buildI18nProvider(registry);
    expect(i18n.translate('shell.menu.myApps')).toBe('Applications');
    await i18n.changeLocale('fr');
    expect(i18n.translate('demo.hello')).toBe('Salut');
    expect(i18n.translate('shell.menu.myApps')).toBe('Mes applications');
  });

  it('remembers the chosen language in the session and starts with it next time', async () => {
    await (await buildI18nProvider(registry)).changeLocale('sp');
    expect(session.get('languageId')).toBe('sp');
    expect(session.get('languageName')).toBe('Español');
    expect((await buildI18nProvider(registry)).getLocale()).toBe('sp');
  });
});

describe('language switcher readings', () => {
  it("'full' (the default) offers en, zh, fr, jp and sp", async () => {
    expect(availableLanguages().map((l) => l.locale)).toEqual(['en', 'zh', 'fr', 'jp', 'sp']);
    expect((await buildI18nProvider(registry)).getLocales!().map((l) => l.locale)).toEqual(['en', 'zh', 'fr', 'jp', 'sp']);
  });

  it("'short' offers exactly en, fr and sp, and a stored Japanese choice falls back to English", async () => {
    await loadRuntimeConfig(configWith({ languageMode: 'short' }));
    expect(availableLanguages()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
      { locale: 'sp', name: 'Español' },
    ]);
    session.set('languageId', 'jp');
    expect((await buildI18nProvider(registry)).getLocale()).toBe('en');
  });
});

describe('public pages translator', () => {
  it('translates with the loaded language and falls back to English', async () => {
    const t = createTranslator('fr', await loadPublicMessages('fr'), { login: { title: 'Sign in' } });
    expect(t('shell.session.login')).toBe('Connexion');
    expect(t('login.title')).toBe('Sign in');
    expect(createTranslator('en')('shell.errors.invalidCredentials')).toBe('Invalid credentials provided.');
  });
});

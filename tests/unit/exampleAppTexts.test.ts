// examples/hello-app picks the person's locale from Accept-Language as the platform names locales,
// and finds each text in it, else in English, else the text's default, else its own words; its page
// escapes every value the platform answers.
import { describe, expect, it } from 'vitest';
import { htmlLang, localeOf } from '../../examples/hello-app/src/language';
import { translator } from '../../examples/hello-app/src/texts';
import type { UiText } from '../../examples/hello-app/src/platform';
import { signedInPage } from '../../examples/hello-app/src/page';

describe('the example app’s locale', () => {
  it('takes the browser’s most wanted language the platform has texts in, under the platform’s names', () => {
    expect(localeOf('fr-FR,fr;q=0.9,en;q=0.5')).toBe('fr');
    expect(localeOf('de-DE,es;q=0.8,en;q=0.4')).toBe('sp');
    expect(localeOf('en;q=0.3,ja;q=0.9')).toBe('jp');
    expect(localeOf('zh-CN')).toBe('ch');
    expect(localeOf('fr;q=0,en')).toBe('en');
    expect(localeOf('de')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
    expect(htmlLang('sp')).toBe('es');
    expect(htmlLang('fr')).toBe('fr');
  });
});

describe('the example app’s texts', () => {
  const texts: UiText[] = [
    { id: 1, propertyName: 'welcome', defaultValue: 'Hi, %{name}', locale: { en: 'Welcome, %{name}', fr: 'Bienvenue, %{name}' } },
    { id: 2, propertyName: 'roles', defaultValue: 'Roles', locale: {} },
  ];

  it('reads the locale’s text, then English, then the default, then its own words, with %{placeholders} filled', () => {
    expect(translator(texts, 'fr')('welcome', { name: 'Ada' })).toBe('Bienvenue, Ada');
    expect(translator(texts, 'jp')('welcome', { name: 'Ada' })).toBe('Welcome, Ada');
    expect(translator(texts, 'fr')('roles')).toBe('Roles');
    expect(translator(texts, 'fr')('account')).toBe('Account');
    expect(translator(texts, 'fr')('welcome')).toBe('Bienvenue, %{name}');
  });
});

describe('the example app’s page', () => {
  it('escapes what the platform answers: a name, an account or a role cannot add markup', () => {
    const who = {
      userId: 1, username: 'eve@example.com', firstName: '<script>alert(1)</script>', lastName: '', accountId: 1, accountUserId: 1,
      userType: 'USER', businessName: 'Tom & "Jerry"', accountCode: 'ACC-1', appId: 1, appInstanceId: 1, subscriptionId: 1,
      roles: ['<b>admin</b>'], permissions: {}, permissionIds: [],
    };
    const html = signedInPage('fr', translator([], 'fr'), who, [{
      id: 1, parameterName: 'x"y', parameterValue: '<img src=x>', description: null, source: 'account', updatedAt: new Date(0).toISOString(),
    }]);
    expect(html).not.toMatch(/<script>|<b>|<img/);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Tom &#38; &#34;Jerry&#34;');
    expect(html).toContain('<html lang="fr">');
  });
});

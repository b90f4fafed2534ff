// The language chosen on the sign-in page is the console's after sign-in (issue 16): the fresh
// session keeps it while it forgets everything of the previous one.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { signIn } from '../../src/authProvider/signIn';
import { session } from '../../src/session/session';
import { initialLocale } from '../../src/i18n/languages';
import { fakeServer } from './httpClient.fakeServer';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

it('signing in keeps the language chosen on the sign-in page', async () => {
  session.set('languageId', 'jp');
  session.set('languageName', '日本語');
  session.set('accountId', 99);
  fakeServer({
    'POST /auth/login': () => ({ status: 200, body: { token: { accessToken: 'access-1', refreshToken: 'refresh-1' }, userId: 3, username: 'ada' } }),
  });
  await signIn('ada', 'Secret#123');
  expect(initialLocale()).toBe('jp');
  expect(session.get('languageName')).toBe('日本語');
  expect(session.get('accountId')).toBeNull();
});

// The sign-in side goes by its route declarations (contract/sessionRoutes.ts, registrationRoutes.ts,
// singleSignOnRoutes.ts): signing in and its two-factor step, the start-up token check, the API
// version, single sign-on's steps, registration and recovery reach the spec's addresses with the
// spec's queries and bodies; entering an account reads the member's flags by the roles domain's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, verifyTwoFactor } from '../../src/authProvider/signIn';
import { finishSingleSignOn, ssoProviders, startSingleSignOn } from '../../src/authProvider/singleSignOn';
import { loadFlags } from '../../src/authProvider/accountSession';
import { createAuthProvider } from '../../src/authProvider';
import { createRegistry } from '../../src/plugins/registry';
import { API_VERSION, shellDataProvider, SHELL_RESOURCE } from '../../src/layout/shellDataProvider';
import { accountApi } from '../../src/pages/accountApi';
import { session } from '../../src/session/session';
import { recordCalls, type RecordedCall } from './recordedCalls';

const signedIn = {
  token: { accessToken: 'access-1', refreshToken: 'refresh-1' },
  userId: 3, username: 'ada@example.com', defaultAccountId: 7, profilePicture: null, firstName: 'Ada', lastName: 'Lovelace',
};
const sent = (calls: RecordedCall[]) => calls.map(({ method, path, body }) => [`${method} ${path}`, body]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the session domain', () => {
  it('signs in, then completes the two-factor step, at the spec\'s addresses', async () => {
    const calls = recordCalls(({ pathname }) => (pathname === '/auth/login'
      ? { username: 'ada@example.com', using2fa: true, mfaToken: 'mfa-1' }
      : signedIn));
    expect(await signIn('ada@example.com', 'Secret#123')).toEqual({ kind: 'two-factor', username: 'ada@example.com' });
    expect((await verifyTwoFactor('ada@example.com', '123456')).kind).toBe('signed-in');
    expect(sent(calls)).toEqual([
      ['POST /auth/login', { username: 'ada@example.com', password: 'Secret#123' }],
      ['POST /auth/twoFactorAuth', { username: 'ada@example.com', code: '123456', mfaToken: 'mfa-1' }],
    ]);
  });

  it('checks the token on the manage service, and asks it for the API version', async () => {
    session.set('accessToken', 'access-1');
    const calls = recordCalls(({ pathname }) => (pathname === '/manage/auth/version' ? { version: '2.4.0' } : { valid: true }));
    await createAuthProvider(createRegistry([])).checkAuth({});
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect((await shellDataProvider.getOne(SHELL_RESOURCE, { id: API_VERSION })).data.version).toBe('2.4.0');
    expect(sent(calls)).toEqual([['GET /manage/auth/tokenCheck', undefined], ['GET /manage/auth/version', undefined]]);
  });

  it("reads the member's flags in the console's app by the roles domain's declaration", async () => {
    const calls = recordCalls(() => ({ appUserRolesPermissions: { view_apps: true }, appInstanceId: 4, appId: 1 }));
    await loadFlags({ id: '7', accountUserId: '12' });
    expect(sent(calls)).toEqual([['GET /app/developerApp/userRolesPermissionList?accountUserId=12&appName=AdminApp&accountId=7', undefined]]);
    expect(session.getJson('permissions')).toEqual({ view_apps: true });
  });
});

describe('single sign-on', () => {
  it('lists the providers and starts a sign-in with an invitation key', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = recordCalls(({ pathname }) => (pathname === '/auth/ssoProviders'
      ? { providers: [{ ssoSystem: 'google', name: 'Google' }] }
      : { url: 'https://accounts.example.com/auth', flow: 'flow-1' }));
    expect(await ssoProviders()).toEqual([{ ssoSystem: 'google', name: 'Google' }]);
    await startSingleSignOn('google', 'key-1');
    expect(sent(calls)).toEqual([
      ['GET /auth/ssoProviders', undefined],
      ['POST /auth/ssoAuthorize', { ssoSystem: 'google', key: 'key-1' }],
    ]);
    expect(assign).toHaveBeenCalledWith('https://accounts.example.com/auth');
  });

  it.each([
    ['with an invitation, registers into its account', 'key-1', 'POST /auth/ssoRegister?key=key-1'],
    ['without one, signs in', null, 'POST /auth/ssoLogin'],
  ])('finishes the flow: %s', async (_case, key, last) => {
    sessionStorage.setItem('ssoFlow', 'flow-1');
    const answers: Record<string, unknown> = {
      '/auth/getLinkedInSSOToken': { token: 'identity-1', ssoSystem: 'google', key },
      '/auth/getLinkedInSSOData': { username: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', email: null, ssoSystem: 'google', sso: true, ssoUserId: 's1' },
    };
    const calls = recordCalls(({ pathname }) => answers[pathname] ?? signedIn);
    const query = new URLSearchParams({ code: 'code-1', state: 'state-1' });
    expect((await finishSingleSignOn(query, 'http://localhost/admin/auth/linkedin')).kind).toBe('signed-in');
    expect(sent(calls)).toEqual([
      ['POST /auth/getLinkedInSSOToken', { code: 'code-1', state: 'state-1', redirect: 'http://localhost/admin/auth/linkedin', flow: 'flow-1' }],
      ['GET /auth/getLinkedInSSOData?token=identity-1', undefined],
      [last, { token: 'identity-1' }],
    ]);
  });
});

describe('registration and recovery', () => {
  it("reach the spec's addresses with the spec's queries and bodies", async () => {
    const calls = recordCalls(({ pathname }) => (pathname === '/auth/emailCheck' ? { exists: true } : { message: 'done' }));
    const values = { username: 'ada@example.com', password: 'Secret#123', firstName: 'Ada', lastName: 'Lovelace' };
    await accountApi.register({ ...values, businessName: 'Engines' });
    await accountApi.register(values, { key: 'key-1', nId: null });
    expect(await accountApi.emailTaken('ada@example.com')).toBe(true);
    await accountApi.resendVerification('ada@example.com');
    await accountApi.verify({ token: 'mail-1', username: 'ada@example.com', generatedDate: null });
    await accountApi.askPasswordReset('ada@example.com');
    await accountApi.resetPassword('mail-2', 'Secret#456');
    await accountApi.requestAccess({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', businessName: 'Engines' });
    expect(sent(calls)).toEqual([
      ['POST /auth/register', { ...values, businessName: 'Engines' }],
      ['POST /auth/register?key=key-1', values],
      ['GET /auth/emailCheck?username=ada@example.com', undefined],
      ['POST /auth/verifyMail', { username: 'ada@example.com' }],
      ['GET /auth/verify?token=mail-1&username=ada@example.com', undefined],
      ['POST /auth/resetPasswordMail', { username: 'ada@example.com' }],
      ['POST /auth/resetPassword', { token: 'mail-2', password: 'Secret#456' }],
      ['POST /auth/create-request', { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', businessName: 'Engines' }],
    ]);
  });
});

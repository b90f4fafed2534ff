import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import { session } from '../../src/session/session';
import { hardNavigate } from '../../src/session/hardNavigate';
import { createRegistry } from '../../src/plugins/registry';
import { fakeServer } from './httpClient.fakeServer';

vi.mock('../../src/session/hardNavigate', () => ({ hardNavigate: vi.fn() }));

const registry = createRegistry([]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(hardNavigate).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function signedIn() {
  session.set('accessToken', 'token-1');
  session.set('refreshToken', 'refresh-1');
  session.set('username', 'ada');
  session.set('userId', 3);
  session.set('accountId', 7);
  session.set('rememberedLogin', 'ada');
  session.set('themeSettings', '{"darkMode":true}');
  sessionStorage.setItem('draft', 'x');
}

describe('checkAuth', () => {
  it('without a token: rejects and sends the browser to the login page', async () => {
    const server = fakeServer({});
    await expect(createAuthProvider(registry).checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth/login' });
    expect(hardNavigate).toHaveBeenCalledWith('/admin/auth/login');
    expect(server.requests).toHaveLength(0);
  });

  it('checks the token with the server once per page load', async () => {
    signedIn();
    const server = fakeServer({ 'GET /manage/auth/tokenCheck': () => ({ status: 200, body: { valid: true } }) });
    const authProvider = createAuthProvider(registry);
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    // The check runs beside the first screen: wait for it to reach the server.
    await vi.waitFor(() => expect(server.requests).not.toHaveLength(0));
    expect(server.to('GET /manage/auth/tokenCheck')).toHaveLength(1);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('accepts status 200 only: any other answer clears the session and goes to login', async () => {
    signedIn();
    fakeServer({ 'GET /manage/auth/tokenCheck': () => ({ status: 204 }) });
    const authProvider = createAuthProvider(registry);
    // The first screen is not held back by the check...
    await authProvider.checkAuth({});
    // ...but its failure ends the session, and later checks refuse.
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/admin/auth/login'));
    expect(session.get('accessToken')).toBeNull();
    expect(session.get('rememberedLogin')).toBe('ada');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth/login' });
  });
});

describe('checkError', () => {
  const { checkError } = createAuthProvider(registry);
  it('signs out on a 401 that survived the refresh', async () => {
    await expect(checkError({ status: 401, body: { error: 'invalid_token' } })).rejects.toMatchObject({ redirectTo: '/auth/login' });
  });
  it('keeps the session on a 403 (a missing flag) and on a wrong-password 401', async () => {
    await expect(checkError({ status: 403, body: { error: 'Forbidden' } })).resolves.toBeUndefined();
    await expect(checkError({ status: 401, body: { error: 'invalid_credentials' } })).resolves.toBeUndefined();
    await expect(checkError({ status: 500 })).resolves.toBeUndefined();
  });
});

describe('logout', () => {
  it.each([
    ['this', '/auth/adminLogout'],
    ['all', '/auth/logout'],
  ] as const)('scope %s: tells the server, clears the session but the remembered login, goes to login', async (scope, path) => {
    signedIn();
    const server = fakeServer({ [`GET ${path}`]: () => ({ status: 200, body: { message: 'Signed out.' } }) });
    expect(await createAuthProvider(registry).logout({ scope })).toBe(false);
    // Sign-out does not wait for its call: wait for it to reach the server.
    await vi.waitFor(() => expect(server.requests).not.toHaveLength(0));
    const [call] = server.requests;
    expect(call.url.pathname).toBe(path);
    expect(call.headers.get('Authorization')).toBe('Bearer token-1');
    expect(call.headers.get('refreshToken')).toBe('refresh-1');
    expect(call.headers.get('username')).toBe('ada');
    expect(session.get('accessToken')).toBeNull();
    expect(session.get('accountId')).toBeNull();
    expect(session.get('rememberedLogin')).toBe('ada');
    // The spec keeps one item: the theme of the person who signed out goes too.
    expect(localStorage.length).toBe(1);
    expect(sessionStorage.length).toBe(0);
    expect(hardNavigate).toHaveBeenCalledWith('/admin/auth/login');
  });

  it('does not wait for the server', async () => {
    signedIn();
    fakeServer({ 'GET /auth/adminLogout': () => new Promise(() => undefined) });
    expect(await createAuthProvider(registry).logout({})).toBe(false);
    expect(hardNavigate).toHaveBeenCalled();
  });
});

describe('identity', () => {
  it('comes from the session', async () => {
    signedIn();
    session.set('firstName', 'Ada');
    session.set('lastName', 'Lovelace');
    session.set('profilePicture', 'data:image/png;base64,AA==');
    expect(await createAuthProvider(registry).getIdentity!()).toEqual({
      id: '3', fullName: 'Ada Lovelace', avatar: 'data:image/png;base64,AA==',
    });
  });
});

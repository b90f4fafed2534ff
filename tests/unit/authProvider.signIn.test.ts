import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, verifyTwoFactor } from '../../src/authProvider/signIn';
import { session } from '../../src/session/session';
import { fakeServer } from './httpClient.fakeServer';

const signedInBody = {
  token: { accessToken: 'access-1', refreshToken: 'refresh-1' },
  userId: 3, username: 'ada', defaultAccountId: 7, profilePicture: null, firstName: 'Ada', lastName: 'Lovelace',
};
const invalid = { status: 401, body: { status: 401, error: 'invalid_credentials', message: 'Invalid credentials provided.' } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('signIn', () => {
  it('stores a fresh session and goes to the account list', async () => {
    session.set('accountId', 99); // a previous user's account must not survive
    const server = fakeServer({ 'POST /auth/login': () => ({ status: 200, body: signedInBody }) });
    expect(await signIn('ada', 'Secret#123')).toEqual({ kind: 'signed-in', redirectTo: '/admin/app/pages/account-list' });
    expect(server.requests[0].body).toEqual({ username: 'ada', password: 'Secret#123' });
    expect(session.get('accessToken')).toBe('access-1');
    expect(session.get('refreshToken')).toBe('refresh-1');
    expect(Number(session.get('tokenGeneratedAt'))).toBeGreaterThan(0);
    expect(session.get('userId')).toBe('3');
    expect(session.get('username')).toBe('ada');
    expect(session.get('firstName')).toBe('Ada');
    expect(session.get('defaultAccountId')).toBe('7');
    expect(session.get('rememberedLogin')).toBe('ada');
    expect(session.get('accountId')).toBeNull();
  });

  it('asks for the two-factor code when the server says so, keeping the mfa token for this tab', async () => {
    fakeServer({ 'POST /auth/login': () => ({ status: 200, body: { username: 'ada', using2fa: true, mfaToken: 'mfa-1' } }) });
    expect(await signIn('ada', 'Secret#123')).toEqual({ kind: 'two-factor', username: 'ada' });
    expect(sessionStorage.getItem('mfaToken')).toBe('mfa-1');
    expect(session.get('accessToken')).toBeNull();
  });

  it("shows 'Invalid credentials provided.' on a 401 and on an answer without a token", async () => {
    fakeServer({ 'POST /auth/login': () => invalid });
    await expect(signIn('ada', 'wrong')).rejects.toThrow('Invalid credentials provided.');
    fakeServer({ 'POST /auth/login': () => ({ status: 200, body: { username: 'ada' } }) });
    await expect(signIn('ada', 'Secret#123')).rejects.toThrow('Invalid credentials provided.');
    expect(session.get('accessToken')).toBeNull();
  });

  it('shows the server message for other failures', async () => {
    fakeServer({ 'POST /auth/login': () => ({ status: 429, body: { status: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 1 minute' } }) });
    await expect(signIn('ada', 'Secret#123')).rejects.toThrow('Rate limit exceeded, retry in 1 minute');
  });
});

describe('verifyTwoFactor', () => {
  it('sends the code with the mfa token and signs in', async () => {
    sessionStorage.setItem('mfaToken', 'mfa-1');
    const server = fakeServer({ 'POST /auth/twoFactorAuth': () => ({ status: 200, body: signedInBody }) });
    expect(await verifyTwoFactor('ada', '123456')).toEqual({ kind: 'signed-in', redirectTo: '/admin/app/pages/account-list' });
    expect(server.requests[0].body).toEqual({ username: 'ada', code: '123456', mfaToken: 'mfa-1' });
    expect(session.get('accessToken')).toBe('access-1');
    expect(sessionStorage.getItem('mfaToken')).toBeNull();
  });

  it("shows 'Invalid credentials provided.' for a wrong code", async () => {
    sessionStorage.setItem('mfaToken', 'mfa-1');
    fakeServer({ 'POST /auth/twoFactorAuth': () => invalid });
    await expect(verifyTwoFactor('ada', '000000')).rejects.toThrow('Invalid credentials provided.');
  });
});

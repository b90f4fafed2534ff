// GET /auth/mfasetup, /auth/using2fa, /auth/getUsing2fa, and signing in with POST /auth/twoFactorAuth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { bearer, login, newUser, signIn } from './fixtures-auth';
import { STEP_SECONDS, totp } from '../../server/src/security/totp';
import type { User } from '../../server/src/core/userRecords';

const STEP_MS = STEP_SECONDS * 1000;
/** A code of the step after now: inside the ±1 window, and later than a code of now already used. */
const nextCode = (secret: string) => totp(secret, Date.now() + STEP_MS);
const INVALID = { status: 401, error: 'invalid_credentials', message: 'Invalid credentials provided.' };

describe('two-factor authentication', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  const get = (url: string, accessToken: string) => server.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  /** A signed-in user who has fetched a set-up secret; answers the secret. */
  async function setUp(user: User, accessToken: string): Promise<string> {
    const res = await get(`/auth/mfasetup?${q({ username: user.username })}`, accessToken);
    expect(res.statusCode).toBe(200);
    return res.json().mfaCode;
  }

  /** A user with two-factor on, enabled with a code of now from a session signed in before. */
  async function withTwoFactor(user: User) {
    const { accessToken } = await signIn(server, user);
    const secret = await setUp(user, accessToken);
    const enabledWith = totp(secret);
    const res = await get(`/auth/using2fa?${q({ using2fa: 'true', username: user.username, code: enabledWith })}`, accessToken);
    expect(res.json()).toEqual({ using2fa: true, message: expect.any(String) });
    return { secret, accessToken, enabledWith };
  }

  const twoFactorAuth = (payload: object) => server.app.inject({ method: 'POST', url: '/auth/twoFactorAuth', payload });

  describe('GET /auth/mfasetup', () => {
    it('hands out a base32 secret and its QR code, leaving two-factor off', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const res = await get(`/auth/mfasetup?${q({ username: user.username })}`, accessToken);
      expect(res.json()).toEqual({
        message: expect.any(String), mfaCode: expect.stringMatching(/^[A-Z2-7]{32}$/),
        qrCode: expect.stringMatching(/^data:image\/png;base64,/), token: null,
      });
      expect((await get(`/auth/getUsing2fa?${q({ username: user.username })}`, accessToken)).json()).toEqual({ using2fa: false });
      expect((await login(server, user.username)).json()).toHaveProperty('token');
    });

    it('answers 401 without a token, 403 for another user and 400 without a username', async () => {
      const user = await newUser(server);
      const other = await newUser(server);
      const { accessToken } = await signIn(server, user);
      expect((await server.app.inject({ method: 'GET', url: `/auth/mfasetup?${q({ username: user.username })}` })).statusCode).toBe(401);
      expect((await get(`/auth/mfasetup?${q({ username: other.username })}`, accessToken)).statusCode).toBe(403);
      expect((await get('/auth/mfasetup', accessToken)).statusCode).toBe(400);
    });
  });

  describe('GET /auth/using2fa', () => {
    it('turns two-factor on with a valid code, then login asks for the code', async () => {
      const user = await newUser(server);
      await withTwoFactor(user);
      const res = await login(server, user.username);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ username: user.username, using2fa: true, mfaToken: expect.any(String) });
    });

    it('refuses a wrong code with 400 and leaves two-factor off', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const secret = await setUp(user, accessToken);
      const wrong = totp(secret, Date.now() - 10 * STEP_MS);
      const res = await get(`/auth/using2fa?${q({ using2fa: 'true', username: user.username, code: wrong })}`, accessToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: 'Invalid authentication code' });
      expect((await get(`/auth/getUsing2fa?${q({ username: user.username })}`, accessToken)).json()).toEqual({ using2fa: false });
    });

    it('cannot turn on before set-up, and rejects ill-typed queries', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const before = await get(`/auth/using2fa?${q({ using2fa: 'true', username: user.username, code: '123456' })}`, accessToken);
      expect(before.statusCode).toBe(400);
      expect((await get(`/auth/using2fa?${q({ using2fa: 'maybe', username: user.username, code: '123456' })}`, accessToken)).statusCode).toBe(400);
      expect((await get(`/auth/using2fa?${q({ using2fa: 'true', username: user.username })}`, accessToken)).statusCode).toBe(400);
    });

    it('turns two-factor off only with an unused code of the active secret', async () => {
      const user = await newUser(server);
      const { secret, accessToken, enabledWith } = await withTwoFactor(user);
      const off = (code: string) => get(`/auth/using2fa?${q({ using2fa: 'false', username: user.username, code })}`, accessToken);

      expect((await off(totp(secret, Date.now() - 10 * STEP_MS))).json()).toMatchObject({ status: 400, message: 'Invalid authentication code' });
      expect((await off(enabledWith)).json()).toMatchObject({ status: 400, message: 'Invalid authentication code' });
      const res = await off(nextCode(secret));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ using2fa: false, message: expect.any(String) });
      expect((await login(server, user.username)).json()).toHaveProperty('token');
    });

    it('answers 403 for another user', async () => {
      const user = await newUser(server);
      const other = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const res = await get(`/auth/using2fa?${q({ using2fa: 'false', username: other.username, code: '123456' })}`, accessToken);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('POST /auth/twoFactorAuth', () => {
    it('signs in with a code computed from the secret, once', async () => {
      const user = await newUser(server);
      const { secret } = await withTwoFactor(user);
      const { mfaToken } = (await login(server, user.username)).json();
      const code = nextCode(secret);
      const res = await twoFactorAuth({ username: user.username, code, mfaToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ token: { accessToken: expect.any(String) }, userId: user.id, username: user.username });

      const replay = await twoFactorAuth({ username: user.username, code, mfaToken });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(INVALID);
    });

    it('answers 401 "Invalid credentials provided." for a wrong code, a forged or foreign mfaToken', async () => {
      const user = await newUser(server);
      const other = await newUser(server);
      const { secret } = await withTwoFactor(user);
      const { mfaToken } = (await login(server, user.username)).json();
      const { accessToken } = await signIn(server, other);
      const attempts = [
        { username: user.username, code: totp(secret, Date.now() - 10 * STEP_MS), mfaToken },
        { username: user.username, code: 'abcdef', mfaToken },
        { username: user.username, code: nextCode(secret), mfaToken: `${mfaToken}x` },
        // An access token is no proof of a password for this user.
        { username: user.username, code: nextCode(secret), mfaToken: accessToken },
        { username: other.username, code: nextCode(secret), mfaToken },
      ];
      for (const attempt of attempts) {
        const res = await twoFactorAuth(attempt);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(INVALID);
      }
    });

    it('refuses an expired mfaToken', async () => {
      const user = await newUser(server);
      const { secret } = await withTwoFactor(user);
      const mfaToken = await server.app.platform.tokens.signAccess({ userId: user.id, username: user.username, sessionId: 'mfa' }, -10, 'mfa');
      expect((await twoFactorAuth({ username: user.username, code: nextCode(secret), mfaToken })).json()).toEqual(INVALID);
    });

    it('does not accept the mfaToken as an access token', async () => {
      const user = await newUser(server);
      await withTwoFactor(user);
      const { mfaToken } = (await login(server, user.username)).json();
      expect((await server.app.inject({ method: 'POST', url: '/auth/tokenCheck', headers: bearer(mfaToken) })).statusCode).toBe(401);
    });

    it('answers 400 for missing fields', async () => {
      expect((await twoFactorAuth({ username: 'a@example.com', code: '123456' })).statusCode).toBe(400);
      expect((await twoFactorAuth({ username: 'a@example.com', mfaToken: 'x' })).statusCode).toBe(400);
    });
  });

  describe('GET /auth/getUsing2fa', () => {
    it('answers 401 without a token and 403 for another user', async () => {
      const user = await newUser(server);
      const other = await newUser(server);
      const { accessToken } = await signIn(server, user);
      expect((await server.app.inject({ method: 'GET', url: `/auth/getUsing2fa?${q({ username: user.username })}` })).statusCode).toBe(401);
      expect((await get(`/auth/getUsing2fa?${q({ username: other.username })}`, accessToken)).statusCode).toBe(403);
    });
  });
});

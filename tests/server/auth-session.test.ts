// POST /auth/login, /auth/refresh-token, /auth/tokenCheck; GET /auth/adminLogout and /auth/logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { bearer, login, newUser, signIn } from './fixtures-auth';
import { accountUsers, refreshTokens, users } from '../../server/src/db/schema';
import { createAccount } from '../../server/src/domains/accounts/accountRecords';

const INVALID = { status: 401, error: 'invalid_credentials', message: 'Invalid credentials provided.' };

describe('auth sessions', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  const tokenCheck = (accessToken: string) =>
    server.app.inject({ method: 'POST', url: '/auth/tokenCheck', headers: bearer(accessToken) });
  const refresh = (refreshToken: string) =>
    server.app.inject({ method: 'POST', url: '/auth/refresh-token', payload: { refresh_token: refreshToken } });

  describe('POST /auth/login', () => {
    it('answers tokens and the user, with no default account yet', async () => {
      const user = await newUser(server);
      const res = await login(server, user.username.toUpperCase());
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        token: { accessToken: expect.any(String), refreshToken: expect.any(String) },
        userId: user.id, username: user.username, defaultAccountId: null, profilePicture: null,
        firstName: user.firstName, lastName: user.lastName,
      });
      expect((await tokenCheck(body.token.accessToken)).statusCode).toBe(200);
    });

    it('names the default account', async () => {
      const user = await newUser(server);
      const { db } = server.app.platform.database;
      const { accountUserId, account } = await createAccount(db, user.id, { businessName: 'Default Co' });
      await db.update(accountUsers).set({ isDefault: true }).where(eq(accountUsers.id, accountUserId));
      expect((await login(server, user.username)).json().defaultAccountId).toBe(account.id);
    });

    it('gives the same 401 for a wrong password, an unknown user and an inactive user', async () => {
      const user = await newUser(server);
      expect((await login(server, user.username, 'Wrong!pass1')).json()).toEqual(INVALID);
      expect((await login(server, 'nobody@example.com')).json()).toEqual(INVALID);
      await server.app.platform.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));
      const res = await login(server, user.username);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    });

    it('answers 400 for missing or ill-typed fields', async () => {
      for (const payload of [{}, { username: 'a@example.com' }, { username: { $ne: '' }, password: 'x' }, { username: '', password: 'x' }]) {
        const res = await server.app.inject({ method: 'POST', url: '/auth/login', payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request', message: expect.stringMatching(/body/) });
      }
    });
  });

  describe('POST /auth/tokenCheck', () => {
    it('answers the token\'s user', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const res = await tokenCheck(accessToken);
      expect(res.json()).toEqual({ valid: true, userId: user.id, username: user.username });
    });

    it('answers 401 without a token, with a forged one and with an expired one', async () => {
      const user = await newUser(server);
      const expired = await server.app.platform.tokens.signAccess({ userId: user.id, username: user.username, sessionId: 'x' }, -10);
      expect((await server.app.inject({ method: 'POST', url: '/auth/tokenCheck' })).statusCode).toBe(401);
      expect((await tokenCheck('not.a.token')).json()).toMatchObject({ status: 401, error: 'invalid_token' });
      const res = await tokenCheck(expired);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_token', message: 'Access token expired' });
    });

    it('refuses a token that was accepted before, once it has expired', async () => {
      const user = await newUser(server);
      const { sessionId } = await server.app.platform.tokens.issue(user.id, user.username);
      // exp counts whole seconds from now rounded down: a 1 s token may live only a few milliseconds.
      const shortLived = await server.app.platform.tokens.signAccess({ userId: user.id, username: user.username, sessionId }, 3);
      expect((await tokenCheck(shortLived)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 3100));
      expect((await tokenCheck(shortLived)).json()).toMatchObject({ status: 401, message: 'Access token expired' });
    });
  });

  describe('POST /auth/refresh-token', () => {
    it('rotates: the new pair works and the old refresh token cannot be used again', async () => {
      const user = await newUser(server);
      const first = await signIn(server, user);
      const res = await server.app.inject({
        method: 'POST', url: '/auth/refresh-token', headers: { access_token: first.accessToken },
        payload: { refresh_token: first.refreshToken, access_token: first.accessToken },
      });
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(second).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      expect((await tokenCheck(second.accessToken)).json()).toMatchObject({ userId: user.id });
      expect((await refresh(second.refreshToken)).statusCode).toBe(200);
    });

    it('answers a used refresh token again within the leeway (a lost answer, or two tabs at once)', async () => {
      const user = await newUser(server);
      const first = await signIn(server, user);
      const second = (await refresh(first.refreshToken)).json();
      const retried = await refresh(first.refreshToken);
      expect(retried.statusCode).toBe(200);
      expect((await tokenCheck(retried.json().accessToken)).statusCode).toBe(200);
      expect((await tokenCheck(second.accessToken)).statusCode).toBe(200);
    });

    it('ends the whole session when a used refresh token comes back after the leeway', async () => {
      const user = await newUser(server);
      const first = await signIn(server, user);
      const second = (await refresh(first.refreshToken)).json();
      // As if the first token had been used a minute ago.
      await server.app.platform.database.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) })
        .where(and(eq(refreshTokens.userId, user.id), isNotNull(refreshTokens.usedAt)));

      const reuse = await refresh(first.refreshToken);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ status: 401, error: 'invalid_grant' });
      // The newer pair belonged to the same session: both of its tokens are dead too.
      expect((await tokenCheck(second.accessToken)).statusCode).toBe(401);
      expect((await refresh(second.refreshToken)).json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('answers 401 invalid_grant for an unknown token and 400 without one', async () => {
      expect((await refresh('made-up')).json()).toMatchObject({ status: 401, error: 'invalid_grant' });
      const res = await server.app.inject({ method: 'POST', url: '/auth/refresh-token', payload: { access_token: 'x' } });
      expect(res.statusCode).toBe(400);
    });

    it('refuses the refresh token of a user made inactive', async () => {
      const user = await newUser(server);
      const { refreshToken } = await signIn(server, user);
      await server.app.platform.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));
      expect((await refresh(refreshToken)).json()).toMatchObject({ status: 401, error: 'invalid_grant' });
    });
  });

  describe('sign-out', () => {
    const signOut = (path: string, headers: Record<string, string>) =>
      server.app.inject({ method: 'GET', url: `/auth/${path}`, headers });

    it('adminLogout ends this session only', async () => {
      const user = await newUser(server);
      const here = await signIn(server, user);
      const elsewhere = await signIn(server, user);
      const res = await signOut('adminLogout', { ...bearer(here.accessToken), refreshToken: here.refreshToken, username: user.username });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect((await tokenCheck(here.accessToken)).json()).toMatchObject({ status: 401, error: 'invalid_token' });
      expect((await refresh(here.refreshToken)).statusCode).toBe(401);
      expect((await tokenCheck(elsewhere.accessToken)).statusCode).toBe(200);
    });

    it('adminLogout finds the session from the refresh token when the access token has expired', async () => {
      const user = await newUser(server);
      const here = await signIn(server, user);
      const expired = await server.app.platform.tokens.signAccess({ userId: user.id, username: user.username, sessionId: 'x' }, -10);
      await signOut('adminLogout', { ...bearer(expired), refreshToken: here.refreshToken });
      expect((await tokenCheck(here.accessToken)).statusCode).toBe(401);
    });

    it('adminLogout answers 200 even with nothing valid', async () => {
      const res = await signOut('adminLogout', { ...bearer('garbage'), refreshToken: 'garbage' });
      expect(res.statusCode).toBe(200);
      expect((await signOut('adminLogout', {})).statusCode).toBe(200);
    });

    it('logout ends every session of the user and no one else\'s', async () => {
      const user = await newUser(server);
      const other = await newUser(server);
      const here = await signIn(server, user);
      const elsewhere = await signIn(server, user);
      const theirs = await signIn(server, other);
      const res = await signOut('logout', { ...bearer(here.accessToken), refreshToken: here.refreshToken, username: user.username });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect((await tokenCheck(elsewhere.accessToken)).statusCode).toBe(401);
      expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
      expect((await tokenCheck(theirs.accessToken)).statusCode).toBe(200);
    });

    it('logout works from a refresh token alone and needs one valid token', async () => {
      const user = await newUser(server);
      const { accessToken, refreshToken } = await signIn(server, user);
      expect((await signOut('logout', { refreshToken })).statusCode).toBe(200);
      expect((await tokenCheck(accessToken)).statusCode).toBe(401);
      const res = await signOut('logout', { ...bearer('garbage'), refreshToken: 'garbage' });
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('login rate limit', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ loginRateLimit: 3 }); });
  afterAll(async () => { await server.close(); });

  it('answers 429 once the attempts per minute are spent', async () => {
    for (let i = 0; i < 3; i++) expect((await login(server, 'nobody@example.com')).statusCode).toBe(401);
    const res = await login(server, 'nobody@example.com');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
  });
});

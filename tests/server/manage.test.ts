// GET /manage/auth/version, /manage/auth/tokenCheck, /manage/openapi.json; POST /manage/auth/users-list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { bearer, grantFlags, newUser, signIn } from './fixtures-auth';
import { addMember, createAccount } from '../../server/src/domains/accounts/accountRecords';

describe('the manage service', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ apiVersion: '9.8.7' }); });
  afterAll(async () => { await server.close(); });

  it('GET /manage/auth/version answers the API version without a token', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/manage/auth/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '9.8.7' });
  });

  describe('GET /manage/auth/tokenCheck', () => {
    it('answers the token\'s user', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      const res = await server.app.inject({ method: 'GET', url: '/manage/auth/tokenCheck', headers: bearer(accessToken) });
      expect(res.json()).toEqual({ valid: true, userId: user.id, username: user.username });
    });

    it('answers 401 without a token and with an expired one', async () => {
      const user = await newUser(server);
      const expired = await server.app.platform.tokens.signAccess({ userId: user.id, username: user.username, sessionId: 'x' }, -10);
      expect((await server.app.inject({ method: 'GET', url: '/manage/auth/tokenCheck' })).statusCode).toBe(401);
      const res = await server.app.inject({ method: 'GET', url: '/manage/auth/tokenCheck', headers: bearer(expired) });
      expect(res.json()).toMatchObject({ status: 401, error: 'invalid_token' });
    });
  });

  describe('POST /manage/auth/users-list', () => {
    const usersList = (payload: unknown, accessToken?: string) => server.app.inject({
      method: 'POST', url: '/manage/auth/users-list', payload: payload as object, headers: accessToken ? bearer(accessToken) : {},
    });

    it('names the caller and fellow members of the caller\'s accounts, and leaves out everyone else', async () => {
      const { db } = server.app.platform.database;
      const caller = await newUser(server);
      const colleague = await newUser(server);
      const stranger = await newUser(server);
      const { account } = await createAccount(db, caller.id, { businessName: 'Shared Co' });
      await addMember(db, account.id, colleague.id, 'USER');
      await createAccount(db, stranger.id, { businessName: 'Elsewhere Co' });
      const { accessToken } = await signIn(server, caller);

      const res = await usersList([stranger.id, colleague.id, caller.id, 999_999], accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: caller.id, firstName: caller.firstName, lastName: caller.lastName },
        { id: colleague.id, firstName: colleague.firstName, lastName: colleague.lastName },
      ]);
      expect((await usersList([], accessToken)).json()).toEqual([]);
    });

    it('answers 400 for a body that is not a list of ids, and 401 without a token', async () => {
      const user = await newUser(server);
      const { accessToken } = await signIn(server, user);
      expect((await usersList({ ids: [1] }, accessToken)).statusCode).toBe(400);
      expect((await usersList(['abc'], accessToken)).statusCode).toBe(400);
      expect((await usersList([1])).statusCode).toBe(401);
    });
  });

  describe('GET /manage/openapi.json', () => {
    const openapi = (accessToken: string, accountId: number) => server.app.inject({
      method: 'GET', url: '/manage/openapi.json', headers: { ...bearer(accessToken), accountId: String(accountId) },
    });

    it('answers the live document to a member holding view_swagger', async () => {
      const { db } = server.app.platform.database;
      const owner = await newUser(server);
      const developer = await newUser(server);
      const { account } = await createAccount(db, owner.id, { businessName: 'Docs Co' });
      const accountUserId = await addMember(db, account.id, developer.id, 'DEVELOPER');
      await grantFlags(server, account.id, accountUserId, ['view_swagger']);
      const { accessToken } = await signIn(server, developer);

      const res = await openapi(accessToken, account.id);
      expect(res.statusCode).toBe(200);
      const document = res.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.paths).toHaveProperty(['/auth/login']);
      expect(document.paths).toHaveProperty(['/manage/auth/users-list']);
    });

    it('answers 403 to a member without the flag and to a non-member, 401 without a token', async () => {
      const { db } = server.app.platform.database;
      const owner = await newUser(server);
      const member = await newUser(server);
      const outsider = await newUser(server);
      const { account } = await createAccount(db, owner.id, { businessName: 'Closed Co' });
      const accountUserId = await addMember(db, account.id, member.id, 'USER');
      await grantFlags(server, account.id, accountUserId, ['view_user']);

      expect((await openapi((await signIn(server, member)).accessToken, account.id)).statusCode).toBe(403);
      expect((await openapi((await signIn(server, outsider)).accessToken, account.id)).statusCode).toBe(403);
      const anonymous = await server.app.inject({ method: 'GET', url: '/manage/openapi.json', headers: { accountId: String(account.id) } });
      expect(anonymous.statusCode).toBe(401);
    });

    // The default OWNER role of AdminApp (bootstrapPlatform) holds allpermissions.
    it('answers an account owner through the default OWNER role', async () => {
      const owner = await newUser(server);
      const { account } = await createAccount(server.app.platform.database.db, owner.id, { businessName: 'Owner Co' });
      expect((await openapi((await signIn(server, owner)).accessToken, account.id)).statusCode).toBe(200);
    });
  });
});

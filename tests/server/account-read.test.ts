import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountUsers } from '../../server/src/db/schema';
import { createAccount } from '../../server/src/domains/accounts/accountRecords';
import { startTestServer, type TestServer } from './harness';
import { accountFields, bearerOnly, expiredHeaders, newUser, signedInMember, signedInOwner, tokenHeaders, type SignedInOwner } from './fixtures';

interface AccountPage { content: { id: number; businessName: string; accountCode: string; membershipStatus: string; isDefault: boolean; userType: string }[]; totalElements: number }

describe('account service: reading the caller’s accounts', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let stranger: SignedInOwner;
  const names = ['alpha', 'Bravo', 'charlie', 'Delta', 'echo', 'Foxtrot', 'golf', 'Hotel', 'india', 'Juliett', 'kilo', 'Lima'];

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Mike 100%_match');
    for (const name of names) {
      await createAccount(server.database.db, owner.user.id, { ...accountFields(`${name} Ltd`), billingEmail: `${name.toLowerCase()}@billing.test` });
    }
    stranger = await signedInOwner(server, 'Stranger Things');
  });
  afterAll(async () => { await server.close(); });

  const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });

  describe('GET /users/accounts', () => {
    it('pages the caller’s active accounts, sorted by business name case-insensitively', async () => {
      const first = await get(`/users/accounts?userId=${owner.user.id}&page=0&size=5&sortfield=businessName&sortorder=asc`, owner.headers);
      expect(first.statusCode).toBe(200);
      const body = first.json<AccountPage>();
      expect(body.totalElements).toBe(13);
      expect(body.content.map((a) => a.businessName)).toEqual(['alpha Ltd', 'Bravo Ltd', 'charlie Ltd', 'Delta Ltd', 'echo Ltd']);
      expect(body.content[0]).toMatchObject({ userType: 'OWNER', membershipStatus: 'ACTIVE', isDefault: false });

      const last = (await get('/users/accounts?page=2&size=5&sortfield=businessName&sortorder=ASC', owner.headers)).json<AccountPage>();
      expect(last.content.map((a) => a.businessName)).toEqual(['kilo Ltd', 'Lima Ltd', 'Mike 100%_match']);
      const beyond = (await get('/users/accounts?page=9&size=5', owner.headers)).json<AccountPage>();
      expect(beyond).toEqual({ content: [], totalElements: 13 });
    });

    it('sorts descending and by other whitelisted fields', async () => {
      const desc = (await get('/users/accounts?size=3&sortfield=businessName&sortorder=desc', owner.headers)).json<AccountPage>();
      expect(desc.content.map((a) => a.businessName)).toEqual(['Mike 100%_match', 'Lima Ltd', 'kilo Ltd']);
      const byId = (await get('/users/accounts?size=100&sortfield=id&sortorder=desc', owner.headers)).json<AccountPage>();
      const ids = byId.content.map((a) => a.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect((await get('/users/accounts?sortfield=createdAt', owner.headers)).statusCode).toBe(200);
    });

    it('searches business name, account code and billing email case-insensitively', async () => {
      const byName = (await get('/users/accounts?query=HOTEL', owner.headers)).json<AccountPage>();
      expect(byName.content.map((a) => a.businessName)).toEqual(['Hotel Ltd']);
      const byEmail = (await get('/users/accounts?query=kilo@billing', owner.headers)).json<AccountPage>();
      expect(byEmail.content.map((a) => a.businessName)).toEqual(['kilo Ltd']);
      const code = byName.content[0].accountCode;
      const byCode = (await get(`/users/accounts?query=${code.toLowerCase()}`, owner.headers)).json<AccountPage>();
      expect(byCode).toMatchObject({ totalElements: 1, content: [{ accountCode: code }] });
      // LIKE wildcards in the text are literal.
      const literal = (await get(`/users/accounts?query=${encodeURIComponent('100%_')}`, owner.headers)).json<AccountPage>();
      expect(literal.content.map((a) => a.businessName)).toEqual(['Mike 100%_match']);
      const pastTheEnd = (await get('/users/accounts?query=ltd&page=5&size=5', owner.headers)).json<AccountPage>();
      expect(pastTheEnd).toEqual({ content: [], totalElements: 12 });
      const none = (await get(`/users/accounts?query=${encodeURIComponent('%')}x`, owner.headers)).json<AccountPage>();
      expect(none.totalElements).toBe(0);
    });

    it('never lists another user’s accounts', async () => {
      const mine = (await get('/users/accounts?query=Stranger', owner.headers)).json<AccountPage>();
      expect(mine.totalElements).toBe(0);
      const theirs = (await get('/users/accounts', stranger.headers)).json<AccountPage>();
      expect(theirs.content.map((a) => a.businessName)).toEqual(['Stranger Things']);
    });

    it('answers 400 on bad paging or sorting', async () => {
      for (const qs of ['size=0', 'size=101', 'page=-1', 'page=x', 'sortfield=password', 'sortorder=sideways', `query=${'q'.repeat(201)}`]) {
        const res = await get(`/users/accounts?${qs}`, owner.headers);
        expect(res.statusCode, qs).toBe(400);
        expect(res.json().message, qs).toMatch(/querystring/);
      }
    });

    it('answers 403 when userId is not the caller, 401 without or with an expired token', async () => {
      const res = await get(`/users/accounts?userId=${stranger.user.id}`, owner.headers);
      expect(res.statusCode).toBe(403);
      expect((await get('/users/accounts', {})).statusCode).toBe(401);
      const expired = await get('/users/accounts', await expiredHeaders(server, owner));
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error).toBe('invalid_token');
    });
  });

  describe('GET /users/all-accounts', () => {
    it('includes INACTIVE memberships with their status, sorted by sort=field,dir', async () => {
      const member = await signedInMember(server, stranger.accountId, 'USER');
      const other = await signedInOwner(server, 'Zulu Co');
      await server.database.db.insert(accountUsers).values({ accountId: other.accountId, userId: member.user.id, userType: 'DEVELOPER', status: 'INACTIVE' });

      const active = (await get('/users/accounts', bearerOnly(member))).json<AccountPage>();
      expect(active.content.map((a) => a.businessName)).toEqual(['Stranger Things']);
      const all = (await get('/users/all-accounts?sort=businessName,desc&page=0&size=10', bearerOnly(member))).json<AccountPage>();
      expect(all.totalElements).toBe(2);
      expect(all.content.map((a) => [a.businessName, a.membershipStatus, a.userType])).toEqual([
        ['Zulu Co', 'INACTIVE', 'DEVELOPER'], ['Stranger Things', 'ACTIVE', 'USER'],
      ]);
      const searched = (await get('/users/all-accounts?query=zulu', bearerOnly(member))).json<AccountPage>();
      expect(searched.content.map((a) => a.businessName)).toEqual(['Zulu Co']);
    });

    it('answers 400 on a bad sort and 401 without a token', async () => {
      for (const sort of ['password,asc', 'businessName,up', 'businessName,asc,extra']) {
        const res = await get(`/users/all-accounts?sort=${sort}`, owner.headers);
        expect(res.statusCode, sort).toBe(400);
        expect(res.json().message).toMatch(/sort/);
      }
      expect((await get('/users/all-accounts', {})).statusCode).toBe(401);
      expect((await get('/users/all-accounts', await expiredHeaders(server, owner))).statusCode).toBe(401);
    });
  });

  describe('GET /users/account and the default account', () => {
    it('falls back to the first active account, then follows the chosen default', async () => {
      const first = await get(`/users/account?userId=${owner.user.id}`, owner.headers);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: owner.accountId, businessName: 'Mike 100%_match', isDefault: false, accountUserId: owner.accountUserId });

      const hotel = (await get('/users/accounts?query=Hotel', owner.headers)).json<AccountPage>().content[0];
      const set = await server.app.inject({ method: 'PUT', url: `/users/account-user/default-account/${hotel.id}?userId=${owner.user.id}&defaultValue=true`, headers: owner.headers });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ message: 'Default account set successfully' });
      expect((await get('/users/account', owner.headers)).json()).toMatchObject({ id: hotel.id, isDefault: true });

      // Choosing another default clears the previous one.
      const india = (await get('/users/accounts?query=India', owner.headers)).json<AccountPage>().content[0];
      await server.app.inject({ method: 'PUT', url: `/users/account-user/default-account/${india.id}?defaultValue=true`, headers: owner.headers });
      const defaults = await server.database.db.select().from(accountUsers).where(and(eq(accountUsers.userId, owner.user.id), eq(accountUsers.isDefault, true)));
      expect(defaults.map((d) => d.accountId)).toEqual([india.id]);

      const removed = await server.app.inject({ method: 'PUT', url: `/users/account-user/default-account/${india.id}?defaultValue=false`, headers: owner.headers });
      expect(removed.json()).toEqual({ message: 'Default account removed successfully' });
      expect((await get('/users/account', owner.headers)).json()).toMatchObject({ id: owner.accountId, isDefault: false });
    });

    it('answers 404 for a user without accounts, 403 for another userId, 401 without a valid token', async () => {
      const loner = await newUser(server, 'loner');
      const { headers } = await tokenHeaders(server, loner, 0, 0);
      const res = await get('/users/account', { authorization: headers.authorization });
      expect(res.statusCode).toBe(404);
      expect((await get(`/users/account?userId=${stranger.user.id}`, owner.headers)).statusCode).toBe(403);
      expect((await get('/users/account?userId=abc', owner.headers)).statusCode).toBe(400);
      expect((await get('/users/account', {})).statusCode).toBe(401);
      expect((await get('/users/account', await expiredHeaders(server, owner))).statusCode).toBe(401);
    });

    it('refuses to make another user’s account the default', async () => {
      const put = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'PUT', url, headers });
      expect((await put(`/users/account-user/default-account/${stranger.accountId}`, owner.headers)).statusCode).toBe(404);
      expect((await put(`/users/account-user/default-account/${owner.accountId}?userId=${stranger.user.id}`, owner.headers)).statusCode).toBe(403);
      expect((await put(`/users/account-user/default-account/${owner.accountId}?defaultValue=maybe`, owner.headers)).statusCode).toBe(400);
      expect((await put(`/users/account-user/default-account/${owner.accountId}`, {})).statusCode).toBe(401);
      expect((await put(`/users/account-user/default-account/${owner.accountId}`, await expiredHeaders(server, owner))).statusCode).toBe(401);
    });
  });
});

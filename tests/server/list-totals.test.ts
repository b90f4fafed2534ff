// The Users page's and the developer portal tabs' totals come from trigger-kept counts
// (member_counts, app_counts): they must follow every change, filters included, and a deleted
// account must leave no count behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberCounts } from '../../server/src/db/schema';
import { appCounts } from '../../server/src/domains/developerPortal/tables';
import { startTestServer, type TestServer } from './harness';
import { bearerOnly, signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('list totals', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Totals Co');
  });
  afterAll(async () => { await server.close(); });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
    server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const total = async (url: string) => {
    const res = await call('GET', url, owner);
    expect(res.statusCode).toBe(200);
    return res.json().totalElements as number;
  };

  it('follow members being added, changed, made inactive and removed, with the filters', async () => {
    const members = (query = '') => total(`/users/account-user/account-users?accountId=${owner.accountId}&size=1&${query}`);
    const developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    const plain = await signedInMember(server, owner.accountId, 'USER');
    expect(await members()).toBe(3);
    expect(await members('userType=USER')).toBe(1);
    // A page past the end still tells the total, with and without a search.
    expect(await members('page=7')).toBe(3);
    expect(await members(`page=7&query=${encodeURIComponent(plain.user.lastName)}`)).toBe(1);

    const change = (userId: number, body: object) =>
      call('PUT', `/users/account-user/account-users?accountId=${owner.accountId}&userId=${userId}`, owner, body);
    expect((await change(plain.user.id, { userType: 'DEVELOPER' })).statusCode).toBe(200);
    expect(await members('userType=DEVELOPER')).toBe(2);
    expect(await members('userType=USER')).toBe(0);
    expect((await change(developer.user.id, { status: 'INACTIVE' })).statusCode).toBe(200);
    expect(await members('type=INACTIVE')).toBe(1);
    expect(await members('type=ACTIVE&userType=DEVELOPER')).toBe(1);
    expect(await members()).toBe(3);

    expect((await call('DELETE', `/users/account-user/${plain.accountUserId}`, owner)).statusCode).toBe(200);
    expect(await members()).toBe(2);
    expect(await members('type=ACTIVE&userType=DEVELOPER')).toBe(0);
  });

  it('follow apps being created, retyped and deleted, per tab', async () => {
    const portal = (path: string, payload?: object, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
      call(method, `/app/developerApp${path}`, owner, payload);
    const registered = (await portal('/app', { name: `DeveloperApp_${owner.accountId}`, description: 'Developer App', status: 'ACTIVE' })).json().data;
    await portal('/accountAppInstance?userType=OWNER', {
      accountId: owner.accountId, appId: registered.id, status: 'ACTIVE', subscriptionTerm: 'ALLTIME',
    });
    const tab = (type: string) => total(`/app/developerApp/apps?accountId=${owner.accountId}&type=${type}&size=1`);
    const app = (name: string, type: string) => ({
      name, description: '<p>Hi</p>', logo: 'https://cdn.example.com/logo.png', logoType: 'URL', accessUrl: 'https://app.example.com',
      mode: 'Production', type, status: 'ACTIVE',
    });
    const first = (await portal('/app', app('Totals One', 'app'))).json().data;
    await portal('/app', app('Totals Two', 'app'));
    await portal('/app', app('Totals Three', 'service'));
    expect([await tab('app'), await tab('service'), await tab('connector')]).toEqual([2, 1, 0]);
    expect(await tab('app&page=9')).toBe(2);
    expect(await tab('app&page=9&query=Two')).toBe(1);

    expect((await portal(`/app/${first.id}`, { type: 'connector' }, 'PUT')).statusCode).toBe(200);
    expect([await tab('app'), await tab('connector')]).toEqual([1, 1]);
    expect((await portal(`/app/${first.id}`, undefined, 'DELETE')).statusCode).toBe(200);
    expect(await tab('connector')).toBe(0);
  });

  it('leave nothing behind when the account is deleted', async () => {
    const deleted = await server.app.inject({ method: 'DELETE', url: `/users/account/${owner.accountId}`, headers: bearerOnly(owner) });
    expect(deleted.statusCode).toBe(200);
    const db = server.database.db;
    expect(await db.select().from(memberCounts).where(eq(memberCounts.accountId, owner.accountId))).toEqual([]);
    expect(await db.select().from(appCounts).where(eq(appCounts.developerAccountId, owner.accountId))).toEqual([]);
  });
});

// The account dashboard (console-shell.md §2 dashboards, charts): members, subscriptions,
// sign-ins and actions per day, open invitations; of the caller's account only, with view_dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, accountUsers, activityTraces, appInstances, apps } from '../../server/src/db/schema';
import { userInvitations } from '../../server/src/domains/users/tables';
import { addMember } from '../../server/src/domains/accounts/accountRecords';
import { lastDays } from '../../server/src/domains/dashboard/dashboardStore';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

const URL = '/users/account-dashboard';

describe('GET /users/account-dashboard', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let developer: SignedIn;
  let other: SignedInOwner;
  let inactive: SignedIn;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    owner = await signedInOwner(server, 'Dashboard Ltd');
    developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    inactive = await signedInMember(server, owner.accountId, 'USER');
    await db.update(accountUsers).set({ status: 'INACTIVE' }).where(eq(accountUsers.id, inactive.accountUserId));
    other = await signedInOwner(server, 'Elsewhere Ltd');
    await signedInMember(server, other.accountId, 'USER'); // counted in the other account only
    await db.update(accounts).set({ country: ' United Kingdom ' }).where(eq(accounts.id, other.accountId));
    await addMember(db, other.accountId, developer.user.id, 'OWNER'); // the developer owns the other account

    const [maker] = await db.insert(apps).values([
      { name: 'Maps', type: 'app' }, { name: 'Mailer', type: 'service' }, { name: 'Old', type: 'app' },
    ]).returning();
    const [mailer, old] = await db.select().from(apps).where(sql`${apps.name} in ('Mailer', 'Old')`).orderBy(apps.name);
    await db.insert(appInstances).values([
      { accountId: owner.accountId, appId: maker.id, status: 'ACTIVE', subscriptionTerm: 'Monthly' },
      { accountId: owner.accountId, appId: mailer.id, status: 'ACTIVE', subscriptionTerm: 'Yearly' },
      { accountId: owner.accountId, appId: old.id, status: 'INACTIVE', subscriptionTerm: 'Monthly' },
      { accountId: other.accountId, appId: maker.id, status: 'ACTIVE', subscriptionTerm: 'Monthly' },
    ]);
    const daysAgo = (n: number) => sql`now() - make_interval(days => ${n})`;
    await db.insert(activityTraces).values([
      { accountId: owner.accountId, userId: owner.user.id, type: 'app', event: 'created' },
      { accountId: owner.accountId, userId: developer.user.id, type: 'app', event: 'updated' },
      { accountId: owner.accountId, userId: owner.user.id, type: 'app', event: 'deleted', createdAt: daysAgo(2) },
      { accountId: owner.accountId, userId: owner.user.id, type: 'app', event: 'ancient', createdAt: daysAgo(45) },
      { accountId: other.accountId, userId: other.user.id, type: 'app', event: 'created' },
    ]);
    const expiry = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);
    await db.insert(userInvitations).values([
      { key: 'k1', accountId: owner.accountId, email: 'a@example.org', userType: 'USER', expiresAt: expiry(3) },
      { key: 'k2', accountId: owner.accountId, email: 'b@example.org', userType: 'USER', expiresAt: expiry(-1) },
      { key: 'k3', accountId: owner.accountId, email: 'c@example.org', userType: 'USER', expiresAt: expiry(3), status: 'ACCEPTED' },
      { key: 'k4', accountId: other.accountId, email: 'd@example.org', userType: 'USER', expiresAt: expiry(3) },
    ]);
  });
  afterAll(async () => { await server.close(); });

  it('counts the account\'s members, subscriptions, sign-ins, actions and open invitations', async () => {
    const res = await server.app.inject({ method: 'GET', url: URL, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.membersByStatus).toEqual([{ key: 'ACTIVE', count: 2 }, { key: 'INACTIVE', count: 1 }]);
    expect(view.membersByType).toEqual([{ key: 'DEVELOPER', count: 1 }, { key: 'OWNER', count: 1 }, { key: 'USER', count: 1 }]);
    expect(view.subscriptionsByAppType).toEqual([{ key: 'app', count: 1 }, { key: 'service', count: 1 }]);
    expect(view.subscriptionsByTerm).toEqual([{ key: 'Monthly', count: 1 }, { key: 'Yearly', count: 1 }]);
    expect(view.invitations).toEqual({ pending: 1, expired: 1 });
    expect(view.days).toHaveLength(30);
    expect(view.days.at(-1)).toEqual({ day: today, signIns: 3, actions: 2 }); // each member signed in once today
    expect(view.days.at(-3).actions).toBe(1);
    expect(view.days.reduce((n: number, d: { actions: number }) => n + d.actions, 0)).toBe(3); // 45 days ago is out
  });

  it('needs view_dashboard in the account of the headers, and shows no other account', async () => {
    expect((await server.app.inject({ method: 'GET', url: URL, headers: developer.headers })).statusCode).toBe(403);
    const foreign = await server.app.inject({ method: 'GET', url: URL, headers: { ...other.headers, accountId: String(owner.accountId) } });
    expect(foreign.statusCode).toBe(403);
    const own = (await server.app.inject({ method: 'GET', url: URL, headers: other.headers })).json();
    expect(own.invitations).toEqual({ pending: 1, expired: 0 });
    expect(own.subscriptionsByAppType).toEqual([{ key: 'app', count: 1 }]);
  });

  describe('GET /users/account-map', () => {
    const map = async (caller: SignedIn) => {
      const res = await server.app.inject({ method: 'GET', url: '/users/account-map', headers: { authorization: caller.headers.authorization } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().accounts;
    };

    it('places the caller\'s accounts by country, with members only where they may see the dashboard', async () => {
      expect(await map(owner)).toEqual([{ accountId: owner.accountId, businessName: 'Dashboard Ltd', country: 'USA', members: 2 }]);
      expect(await map(developer)).toEqual([
        { accountId: owner.accountId, businessName: 'Dashboard Ltd', country: 'USA', members: null },
        { accountId: other.accountId, businessName: 'Elsewhere Ltd', country: 'United Kingdom', members: 3 },
      ]);
    });

    it('leaves out memberships that are not active, and needs a signed-in caller', async () => {
      expect(await map(inactive)).toEqual([]);
      expect((await server.app.inject({ method: 'GET', url: '/users/account-map' })).statusCode).toBe(401);
    });
  });

  it('names the last 30 UTC days, oldest first, today last', () => {
    const days = lastDays(30, Date.UTC(2026, 2, 1, 23, 59));
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
    expect(new Set(days).size).toBe(30);
  });
});

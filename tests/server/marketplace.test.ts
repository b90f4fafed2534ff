import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appInstances, apps } from '../../server/src/db/schema';
import { accountUserRoles, appDefaultUserRoles } from '../../server/src/domains/roles/tables';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('developerApp service: marketplace and My Apps', () => {
  let server: TestServer;
  let maker: SignedInOwner;
  let buyer: SignedInOwner;
  let buyerUser: SignedIn;
  let buyerDeveloper: SignedIn;
  let ids: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer();
    maker = await signedInOwner(server, 'Maker Co');
    buyer = await signedInOwner(server, 'Buyer Co');
    buyerUser = await signedInMember(server, buyer.accountId, 'USER');
    buyerDeveloper = await signedInMember(server, buyer.accountId, 'DEVELOPER');
    const db = server.database.db;
    const built = { developerAccountId: maker.accountId, status: 'ACTIVE' };
    const rows = await db.insert(apps).values([
      { ...built, name: 'Zeta Tracker', type: 'app', published: 'PUBLISHED', accessUrl: 'https://zeta.example/start' },
      { ...built, name: 'alpha Planner', type: 'app', published: 'PUBLISHED', stopNewSubscriptions: true },
      { ...built, name: 'Hidden Draft', type: 'app', published: 'UNPUBLISHED' },
      { ...built, name: 'Mail Service', type: 'service', published: 'PUBLISHED' },
      { ...built, name: `DeveloperApp_${maker.accountId}`, type: 'DeveloperApp', published: 'PUBLISHED' },
      { ...built, name: `DeveloperApp_${buyer.accountId}`, type: 'DeveloperApp', developerAccountId: buyer.accountId },
    ]).returning({ id: apps.id, name: apps.name });
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
    await db.insert(appInstances).values([
      { accountId: buyer.accountId, appId: ids['Zeta Tracker'], status: 'ACTIVE', subscriptionTerm: 'Monthly', environment: 'Test' },
      { accountId: buyer.accountId, appId: ids['alpha Planner'], status: 'INACTIVE', subscriptionTerm: 'Yearly' },
      { accountId: buyer.accountId, appId: ids['Mail Service'], status: 'ACTIVE', subscriptionTerm: 'Quarterly' },
      { accountId: buyer.accountId, appId: ids[`DeveloperApp_${buyer.accountId}`], status: 'ACTIVE', subscriptionTerm: 'ALLTIME' },
    ]);
  });
  afterAll(async () => { await server.close(); });

  const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });
  const names = (body: { content: { name: string }[] }) => body.content.map((a) => a.name);

  describe('GET /app/developerApp/publishedApps', () => {
    it('lists published apps of the type by name, with the account’s subscription state', async () => {
      const res = await get(`/app/developerApp/publishedApps?accountId=${buyer.accountId}&published=PUBLISHED&type=app`, buyer.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(names(body)).toEqual(['alpha Planner', 'Zeta Tracker']);
      expect(body.totalElements).toBe(2);
      const [alpha, zeta] = body.content;
      expect(zeta).toMatchObject({ id: ids['Zeta Tracker'], subscribed: true, subscriptionStatus: 'ACTIVE', developerBusinessName: 'Maker Co', accessUrl: 'https://zeta.example/start' });
      expect(alpha).toMatchObject({ subscribed: false, subscriptionStatus: 'INACTIVE', stopNewSubscriptions: true });
    });

    it('shows another account the same apps, unsubscribed; services by type; one app by appId', async () => {
      const other = await signedInOwner(server, 'Third Co');
      const body = (await get(`/app/developerApp/publishedApps?accountId=${other.accountId}&type=app`, other.headers)).json();
      expect(names(body)).toEqual(['alpha Planner', 'Zeta Tracker']);
      expect(body.content.every((a: { subscribed: boolean; appInstanceId: number | null }) => !a.subscribed && a.appInstanceId === null)).toBe(true);
      expect(names((await get('/app/developerApp/publishedApps?type=service', other.headers)).json())).toEqual(['Mail Service']);
      expect(names((await get(`/app/developerApp/publishedApps?appId=${ids['Zeta Tracker']}`, other.headers)).json())).toEqual(['Zeta Tracker']);
      expect((await get(`/app/developerApp/publishedApps?appId=${ids['Hidden Draft']}`, other.headers)).json().totalElements).toBe(0);
    });

    it('searches and pages', async () => {
      const search = (await get('/app/developerApp/publishedApps?type=app&query=zeta', buyer.headers)).json();
      expect(names(search)).toEqual(['Zeta Tracker']);
      const second = (await get('/app/developerApp/publishedApps?type=app&page=1&size=1', buyer.headers)).json();
      expect(second).toMatchObject({ totalElements: 2 });
      expect(names(second)).toEqual(['Zeta Tracker']);
    });

    it('answers 400 to bad input and 403 to another account, a missing flag or no token', async () => {
      expect((await get('/app/developerApp/publishedApps?type=widget', buyer.headers)).statusCode).toBe(400);
      expect((await get('/app/developerApp/publishedApps?published=UNPUBLISHED', buyer.headers)).statusCode).toBe(400);
      expect((await get(`/app/developerApp/publishedApps?accountId=${maker.accountId}`, buyer.headers)).statusCode).toBe(403);
      expect((await get('/app/developerApp/publishedApps', { ...buyer.headers, accountId: String(maker.accountId) })).statusCode).toBe(403);
      expect((await get('/app/developerApp/publishedApps', { authorization: buyer.headers.authorization })).statusCode).toBe(403);
      expect((await get('/app/developerApp/publishedApps', { accountId: String(buyer.accountId) })).statusCode).toBe(401);
    });
  });

  describe('GET /app/developerApp/subscribedApps', () => {
    it('lists the account’s ACTIVE subscriptions, without the developer app', async () => {
      const res = await get(`/app/developerApp/subscribedApps?accountId=${buyer.accountId}`, buyerUser.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(names(body)).toEqual(['Mail Service', 'Zeta Tracker']);
      const zeta = body.content[1];
      expect(zeta).toMatchObject({ appId: ids['Zeta Tracker'], subscriptionTerm: 'Monthly', environment: 'Test', accessUrl: 'https://zeta.example/start' });
      expect(zeta.appInstanceId).toBe(zeta.id);
      expect(zeta.subscriptionId).toBe(zeta.id);
      expect(names((await get('/app/developerApp/subscribedApps?type=app&query=TRACK', buyerUser.headers)).json())).toEqual(['Zeta Tracker']);
    });

    it('hides another account’s subscriptions; a caller without the flags gets 403', async () => {
      expect((await get('/app/developerApp/subscribedApps', maker.headers)).json()).toEqual({ content: [], totalElements: 0 });
      const db = server.database.db;
      const member = await signedInMember(server, buyer.accountId, 'USER');
      // A USER holds view_myapps_* and view_marketplace_apps by default; a role without them sees nothing.
      const [adminApp] = await db.select().from(apps).where(eq(apps.name, 'AdminApp'));
      const [emptyRole] = await db.insert(appDefaultUserRoles).values({ appId: adminApp.id, roleName: 'Nothing', userType: 'USER' }).returning();
      await db.insert(accountUserRoles).values({ accountUserId: member.accountUserId, appInstanceId: member.appInstanceId, appId: adminApp.id, appDefaultUserRoleId: emptyRole.id });
      expect((await get('/app/developerApp/subscribedApps', member.headers)).statusCode).toBe(403);
      expect((await get('/app/developerApp/publishedApps', member.headers)).statusCode).toBe(403);
      const [instance] = await db.select().from(appInstances).where(eq(appInstances.appId, ids['Zeta Tracker']));
      expect((await get(`/app/developerApp/app/appInstance/${instance.id}`, member.headers)).statusCode).toBe(403);
    });

    it('answers 400 to a bad type and 403 to another account', async () => {
      expect((await get('/app/developerApp/subscribedApps?type=module', buyer.headers)).statusCode).toBe(400);
      expect((await get(`/app/developerApp/subscribedApps?accountId=${maker.accountId}`, buyer.headers)).statusCode).toBe(403);
    });
  });

  describe('GET /app/developerApp/app/appInstance/{id}', () => {
    it('reads one of the account’s subscriptions with its app', async () => {
      const [instance] = await server.database.db.select().from(appInstances).where(eq(appInstances.appId, ids['Zeta Tracker']));
      const res = await get(`/app/developerApp/app/appInstance/${instance.id}`, buyerDeveloper.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: instance.id, appId: ids['Zeta Tracker'], name: 'Zeta Tracker', status: 'ACTIVE', accountId: buyer.accountId });
      expect((await get(`/app/developerApp/app/appInstance/${instance.id}`, maker.headers)).statusCode).toBe(404);
      expect((await get('/app/developerApp/app/appInstance/abc', buyer.headers)).statusCode).toBe(400);
      expect((await get('/app/developerApp/app/appInstance/999999', buyer.headers)).statusCode).toBe(404);
    });
  });
});

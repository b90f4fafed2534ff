import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { appInstances, apps } from '../../server/src/db/schema';
import { accountUserRoles, appDefaultUserRoles, appInstanceRoles } from '../../server/src/domains/roles/tables';
import { appLoginTokens } from '../../server/src/domains/myApps/tables';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('auth service: opening an app (appLoginAuthentication, appLoginToken)', () => {
  let server: TestServer;
  let maker: SignedInOwner;
  let buyer: SignedInOwner;
  let roleless: SignedIn;
  let withRole: SignedIn;
  let appId: number;
  let instanceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    maker = await signedInOwner(server, 'Launch Maker');
    buyer = await signedInOwner(server, 'Launch Buyer');
    roleless = await signedInMember(server, buyer.accountId, 'USER');
    withRole = await signedInMember(server, buyer.accountId, 'USER');
    const db = server.database.db;
    [{ id: appId }] = await db.insert(apps).values({
      name: 'Launchpad', type: 'app', published: 'PUBLISHED', developerAccountId: maker.accountId, accessUrl: 'https://launchpad.example/start?tenant=1',
    }).returning();
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: buyer.accountId, appId, status: 'ACTIVE' }).returning();
    // The app has a default role for owners only; the member with a role gets an instance role.
    await db.insert(appDefaultUserRoles).values({ appId, roleName: 'Launch Admin', userType: 'OWNER' });
    const [role] = await db.insert(appInstanceRoles).values({ appInstanceId: instanceId, appId, roleName: 'Pilot' }).returning();
    await db.insert(accountUserRoles).values({ accountUserId: withRole.accountUserId, appInstanceId: instanceId, appId, appInstanceRoleId: role.id });
  });
  afterAll(async () => { await server.close(); });

  const body = (c: SignedIn, overrides: Record<string, unknown> = {}) => ({
    username: c.user.username, userId: c.user.id, accountId: c.accountId, accountUserId: c.accountUserId,
    businessName: 'Launch Buyer', accountCode: 'ACC-1', appInstanceId: instanceId, subscriptionId: instanceId, appId, ...overrides,
  });
  const login = (c: SignedIn, payload: object = body(c), code = String(Date.now()), headers = c.headers) =>
    server.app.inject({ method: 'POST', url: `/auth/appLoginAuthentication?code=${code}`, headers, payload });
  const redeem = (code: string, forApp = appId) =>
    server.app.inject({ method: 'POST', url: '/auth/appLoginToken', payload: { code, appId: forApp } });

  it('issues a code to a user with a role, which the app redeems once for who signs in', async () => {
    const res = await login(withRole);
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ accountId: buyer.accountId, appId, subscriptionId: instanceId, accessUrl: 'https://launchpad.example/start?tenant=1', expiresIn: 60 });
    expect(reply.accessToken).toMatch(/^[\w-]{43}$/);
    const [stored] = await server.database.db.select().from(appLoginTokens).where(eq(appLoginTokens.accountUserId, withRole.accountUserId));
    expect(stored.tokenHash).not.toBe(reply.accessToken);

    const first = await redeem(reply.accessToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      userId: withRole.user.id, username: withRole.user.username, accountId: buyer.accountId, accountUserId: withRole.accountUserId,
      businessName: 'Launch Buyer', appId, appInstanceId: instanceId, subscriptionId: instanceId, roles: ['Pilot'], userType: 'USER',
    });
    const again = await redeem(reply.accessToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/invalid, expired or already used/);
  });

  it('opens the demo apps\' landing page, which redeems the code and shows who signed in with which roles', async () => {
    const landing = (query = '') => server.app.inject({ method: 'GET', url: `/demo-apps/${appId}${query}` });
    const code = (await login(withRole)).json().accessToken as string;
    const page = await landing(`?code=${code}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Launchpad</h1>');
    expect(page.body).toContain(`(${withRole.user.username})`);
    expect(page.body).toContain('for <strong>Launch Buyer</strong>');
    expect(page.body).toContain('<li>Pilot</li>');
    // The code is spent; no code says where to come from; another platform's app is not here.
    const again = await landing(`?code=${code}`);
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('Not signed in: The app login code is invalid, expired or already used');
    expect((await landing()).body).toContain('Open this app from My Apps');
    expect((await server.app.inject({ method: 'GET', url: '/demo-apps/999999' })).statusCode).toBe(404);
    // What a user typed into the page is never markup.
    expect((await landing('?code=%3Cscript%3E')).body).not.toContain('<script>');
  });

  it('owners hold the app’s default role for their type', async () => {
    const res = await login(buyer);
    expect(res.statusCode).toBe(200);
    expect((await redeem(res.json().accessToken)).json().roles).toEqual(['Launch Admin']);
  });

  it("refuses a user without a role: 403 'no role assigned'", async () => {
    const res = await login(roleless);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('no role assigned');
  });

  it('codes expire after 60 seconds and only serve their own app', async () => {
    const code = (await login(withRole)).json().accessToken;
    expect((await redeem(code, appId + 1000)).statusCode).toBe(401);
    const late = (await login(withRole)).json().accessToken;
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      expect((await redeem(late)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect((await redeem('made-up-code')).statusCode).toBe(401);
  });

  it('refuses another account’s instance (404), a body naming someone else (403) and bad input (400)', async () => {
    expect((await login(maker, body(maker))).statusCode).toBe(404);
    expect((await login(withRole, body(withRole, { userId: roleless.user.id }))).statusCode).toBe(403);
    expect((await login(withRole, body(withRole, { accountUserId: roleless.accountUserId }))).statusCode).toBe(403);
    expect((await login(withRole, body(withRole, { accountId: maker.accountId }))).statusCode).toBe(403);
    expect((await login(withRole, body(withRole, { appId: appId + 1000 }))).statusCode).toBe(400);
    expect((await login(withRole, body(withRole), 'yesterday')).statusCode).toBe(400);
    expect((await login(withRole, { username: withRole.user.username })).statusCode).toBe(400);
    expect((await login(withRole, body(withRole), '1', { authorization: withRole.headers.authorization })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: '/auth/appLoginToken', payload: {} })).statusCode).toBe(400);
  });

  it('refuses an inactive subscription and a user without the My Apps flags', async () => {
    const db = server.database.db;
    const [other] = await db.insert(apps).values({ name: 'Dormant', type: 'app', accessUrl: 'https://dormant.example' }).returning();
    const [dormant] = await db.insert(appInstances).values({ accountId: buyer.accountId, appId: other.id, status: 'INACTIVE' }).returning();
    const res = await login(buyer, body(buyer, { appInstanceId: dormant.id, subscriptionId: dormant.id, appId: other.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The subscription is not active');

    const [adminApp] = await db.select().from(apps).where(eq(apps.name, 'AdminApp'));
    const flagless = await signedInMember(server, buyer.accountId, 'USER');
    const [emptyRole] = await db.insert(appDefaultUserRoles).values({ appId: adminApp.id, roleName: 'Nothing here', userType: 'USER' }).returning();
    await db.insert(accountUserRoles).values({ accountUserId: flagless.accountUserId, appInstanceId: flagless.appInstanceId, appId: adminApp.id, appDefaultUserRoleId: emptyRole.id });
    expect((await login(flagless)).statusCode).toBe(403);
  });

  it('a code issued before the subscription ended no longer signs in', async () => {
    const code = (await login(withRole)).json().accessToken;
    await server.database.db.update(appInstances).set({ status: 'INACTIVE' }).where(eq(appInstances.id, instanceId));
    try {
      expect((await redeem(code)).statusCode).toBe(401);
    } finally {
      await server.database.db.update(appInstances).set({ status: 'ACTIVE' }).where(eq(appInstances.id, instanceId));
    }
  });
});

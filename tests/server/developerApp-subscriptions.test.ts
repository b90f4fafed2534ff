import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityTraces, appInstances, apps } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('POST /app/developerApp/accountAppInstance: subscribe and unsubscribe', () => {
  let server: TestServer;
  let builder: SignedInOwner;
  let customer: SignedInOwner;
  let customerDeveloper: SignedIn;
  let customerUser: SignedIn;
  let publishedAppId: number;
  let unpublishedAppId: number;
  let stoppedAppId: number;

  beforeAll(async () => {
    server = await startTestServer();
    builder = await signedInOwner(server, 'Builder Co');
    customer = await signedInOwner(server, 'Customer Co');
    customerDeveloper = await signedInMember(server, customer.accountId, 'DEVELOPER');
    customerUser = await signedInMember(server, customer.accountId, 'USER');
    const made = await server.database.db.insert(apps).values([
      { name: 'Ledger', type: 'app', published: 'PUBLISHED', developerAccountId: builder.accountId },
      { name: 'Draft Tool', type: 'app', published: 'UNPUBLISHED', developerAccountId: builder.accountId },
      { name: 'Closed Service', type: 'service', published: 'PUBLISHED', stopNewSubscriptions: true, developerAccountId: builder.accountId },
      { name: `DeveloperApp_${customer.accountId}`, type: 'DeveloperApp', developerAccountId: customer.accountId },
    ]).returning({ id: apps.id, name: apps.name });
    [publishedAppId, unpublishedAppId, stoppedAppId] = made.map((a) => a.id);
  });
  afterAll(async () => { await server.close(); });

  const subscribe = (caller: SignedIn, body: Record<string, unknown>) => server.app.inject({
    method: 'POST', url: '/app/developerApp/accountAppInstance?userType=OWNER', headers: caller.headers,
    payload: { accountId: caller.accountId, status: 'ACTIVE', ...body },
  });

  it('subscribes to a published app with the chosen term and environment, once', async () => {
    const res = await subscribe(customerDeveloper, { appId: publishedAppId, subscriptionTerm: 'Quarterly', environment: 'Test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      accountId: customer.accountId, appId: publishedAppId, status: 'ACTIVE', subscriptionTerm: 'Quarterly', environment: 'Test', name: 'Ledger',
    });
    const again = await subscribe(customer, { appId: publishedAppId, subscriptionTerm: 'Quarterly' });
    expect(again.json().data.id).toBe(res.json().data.id);
    const rows = await server.database.db.select().from(appInstances)
      .where(and(eq(appInstances.accountId, customer.accountId), eq(appInstances.appId, publishedAppId)));
    expect(rows).toHaveLength(1);
    const traces = await server.database.db.select().from(activityTraces).where(eq(activityTraces.accountId, customer.accountId));
    expect(traces.map((t) => t.event)).toContain('subscribed');
  });

  it('unsubscribes with status INACTIVE, and can subscribe again', async () => {
    const off = await subscribe(customer, { appId: publishedAppId, status: 'INACTIVE' });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe('INACTIVE');
    const on = await subscribe(customer, { appId: publishedAppId, subscriptionTerm: 'Yearly' });
    expect(on.json().data).toMatchObject({ status: 'ACTIVE', subscriptionTerm: 'Yearly' });
  });

  it('refuses a new subscription when the app stopped taking them, but keeps existing ones running', async () => {
    const refused = await subscribe(customer, { appId: stoppedAppId, subscriptionTerm: 'Monthly' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This app is not accepting new subscriptions');

    await server.database.db.update(apps).set({ stopNewSubscriptions: false }).where(eq(apps.id, stoppedAppId));
    expect((await subscribe(customer, { appId: stoppedAppId })).json().data.status).toBe('ACTIVE');
    await server.database.db.update(apps).set({ stopNewSubscriptions: true }).where(eq(apps.id, stoppedAppId));
    // Already subscribed: stays subscribed; unsubscribing still works.
    expect((await subscribe(customer, { appId: stoppedAppId })).statusCode).toBe(200);
    expect((await subscribe(customer, { appId: stoppedAppId, status: 'INACTIVE' })).json().data.status).toBe('INACTIVE');
    expect((await subscribe(customer, { appId: stoppedAppId })).statusCode).toBe(409);
  });

  it('subscribes the account to its own developer app with term ALLTIME', async () => {
    const [devApp] = await server.database.db.select().from(apps).where(eq(apps.name, `DeveloperApp_${customer.accountId}`));
    const res = await subscribe(customerDeveloper, { appId: devApp.id, subscriptionTerm: 'Monthly' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ACTIVE', subscriptionTerm: 'ALLTIME' });
    // Another account's developer app is not there for anyone else.
    expect((await subscribe(builder, { appId: devApp.id })).statusCode).toBe(404);
  });

  it('hides unpublished and unknown apps, and refuses bad terms and environments', async () => {
    expect((await subscribe(customer, { appId: unpublishedAppId })).statusCode).toBe(404);
    expect((await subscribe(customer, { appId: 999_999 })).statusCode).toBe(404);
    const [fresh] = await server.database.db.insert(apps).values({ name: 'Fresh', type: 'app', published: 'PUBLISHED', developerAccountId: builder.accountId }).returning();
    const weekly = await subscribe(customer, { appId: fresh.id, subscriptionTerm: 'Weekly' });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().message).toContain('Monthly, Quarterly, Yearly');
    const env = await subscribe(customer, { appId: fresh.id, environment: 'Staging' });
    expect(env.statusCode).toBe(400);
    expect((await subscribe(customer, { appId: 'x' })).statusCode).toBe(400);
  });

  it('needs subscribe_{type} in the account, and only for the account in the headers', async () => {
    const denied = await subscribe(customerUser, { appId: publishedAppId });
    expect(denied.statusCode).toBe(403);
    const otherAccount = await server.app.inject({
      method: 'POST', url: '/app/developerApp/accountAppInstance', headers: customer.headers,
      payload: { accountId: builder.accountId, appId: publishedAppId, status: 'ACTIVE' },
    });
    expect(otherAccount.statusCode).toBe(403);
    const noToken = await server.app.inject({ method: 'POST', url: '/app/developerApp/accountAppInstance', payload: { accountId: 1, appId: 1, status: 'ACTIVE' } });
    expect(noToken.statusCode).toBe(401);
  });

  it('never unsubscribes AdminApp', async () => {
    const [admin] = await server.database.db.select().from(apps).where(eq(apps.name, 'AdminApp'));
    const res = await subscribe(customer, { appId: admin.id, status: 'INACTIVE' });
    expect(res.statusCode).toBe(400);
  });
});

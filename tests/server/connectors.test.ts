import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityTraces, appInstances, apps } from '../../server/src/db/schema';
import { connectorApis, connectorInstanceApis } from '../../server/src/domains/connectors/tables';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { startTarget, type Target } from './connectorTarget';

const DEV_SECRET = 'dev-secret-123456';
const INSTANCE_SECRET = 'instance-secret-98765';

describe('connectors: links, connector APIs, instance values and test calls', () => {
  let server: TestServer;
  let target: Target;
  let maker: SignedInOwner;
  let buyer: SignedInOwner;
  let stranger: SignedInOwner;
  let buyerUser: SignedIn;
  let ids: Record<string, number>;
  let instances: Record<string, number>;

  beforeAll(async () => {
    target = await startTarget();
    server = await startTestServer({ connectorAllowedHosts: ['127.0.0.1'], connectorTimeoutMs: 1000, connectorMaxResponseBytes: 64 * 1024 });
    maker = await signedInOwner(server, 'Connector Maker');
    buyer = await signedInOwner(server, 'Connector Buyer');
    stranger = await signedInOwner(server, 'Stranger Co');
    buyerUser = await signedInMember(server, buyer.accountId, 'USER');
    const db = server.database.db;
    const built = { developerAccountId: maker.accountId, status: 'ACTIVE', published: 'PUBLISHED' };
    const rows = await db.insert(apps).values([
      { ...built, name: 'Billing Connector', type: 'connector' },
      { ...built, name: 'CRM Connector', type: 'connector' },
      { ...built, name: 'Shop App', type: 'app' },
    ]).returning({ id: apps.id, name: apps.name });
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
    const inst = await db.insert(appInstances).values([
      { accountId: buyer.accountId, appId: ids['Shop App'], status: 'ACTIVE' },
      { accountId: buyer.accountId, appId: ids['Billing Connector'], status: 'ACTIVE' },
      { accountId: buyer.accountId, appId: ids['CRM Connector'], status: 'ACTIVE' },
      { accountId: stranger.accountId, appId: ids['Shop App'], status: 'ACTIVE' },
      { accountId: stranger.accountId, appId: ids['Billing Connector'], status: 'ACTIVE' },
    ]).returning({ id: appInstances.id });
    instances = { shop: inst[0].id, billing: inst[1].id, crm: inst[2].id, strangerShop: inst[3].id, strangerBilling: inst[4].id };
  });
  afterAll(async () => {
    await server?.close();
    await target?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: { headers: Record<string, string> }, payload?: unknown) =>
    server.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const apiBody = (over: Record<string, unknown> = {}) => ({
    connectorId: ids['Billing Connector'], name: 'Get invoice', method: 'GET', url: `${target.origin}/echo/invoices/{{invoiceId}}`,
    headers: [{ name: 'X-Tenant', value: '{{tenant}}' }], query: [{ name: 'expand', value: 'lines' }], bodyTemplate: null,
    auth: { type: 'bearer' }, secret: DEV_SECRET, ...over,
  });

  let apiId: number;

  describe('connector APIs (the developer)', () => {
    it('adds an API, never answering its secret, and seals the secret at rest', async () => {
      const res = await call('POST', '/api/connector/v1/connector-api', maker, apiBody());
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Connector API added successfully');
      expect(body.connectorApi).toMatchObject({ name: 'Get invoice', hasSecret: true, placeholders: ['invoiceId', 'tenant'], auth: { type: 'bearer' } });
      expect(res.body).not.toContain(DEV_SECRET);
      apiId = body.connectorApi.id;
      const [row] = await server.database.db.select().from(connectorApis).where(eq(connectorApis.id, apiId));
      expect(row.secretSealed).toMatch(/^v1\./);
      expect(row.secretSealed).not.toContain(DEV_SECRET);
      const traces = await server.database.db.select().from(activityTraces).where(eq(activityTraces.accountId, maker.accountId));
      expect(traces.some((t) => t.type === 'connectorApi' && t.event === 'created')).toBe(true);
      expect(JSON.stringify(traces)).not.toContain(DEV_SECRET);
    });

    it('lists paged, searched and sorted; refuses a duplicate name and bad definitions', async () => {
      for (const name of ['Create invoice', 'List customers']) {
        expect((await call('POST', '/api/connector/v1/connector-api', maker, apiBody({ name, secret: undefined, auth: { type: 'none' } }))).statusCode).toBe(200);
      }
      const base = `/api/connector/v1/connector-apis?appId=${ids['Billing Connector']}`;
      const all = (await call('GET', `${base}&sort=name,asc`, maker)).json();
      expect(all.totalElements).toBe(3);
      expect(all.content.map((a: { name: string }) => a.name)).toEqual(['Create invoice', 'Get invoice', 'List customers']);
      expect(JSON.stringify(all)).not.toContain(DEV_SECRET);
      const desc = (await call('GET', `${base}&sort=name,desc&page=1&size=2`, maker)).json();
      expect(desc.content.map((a: { name: string }) => a.name)).toEqual(['Create invoice']);
      expect((await call('GET', `${base}&query=invoice`, maker)).json().totalElements).toBe(2);
      expect((await call('GET', `${base}&sort=secret,asc`, maker)).statusCode).toBe(400);
      expect((await call('POST', '/api/connector/v1/connector-api', maker, apiBody({ name: 'get INVOICE' }))).statusCode).toBe(409);
      expect((await call('POST', '/api/connector/v1/connector-api', maker, apiBody({ name: 'x', url: 'ftp://files.example.com/a' }))).statusCode).toBe(400);
      expect((await call('POST', '/api/connector/v1/connector-api', maker, apiBody({ name: 'y', url: 'https://{{host}}/a' }))).statusCode).toBe(400);
      expect((await call('POST', '/api/connector/v1/connector-api', maker, apiBody({ name: 'z', auth: { type: 'apiKey' } }))).statusCode).toBe(400);
      expect((await call('POST', '/api/connector/v1/connector-api', maker, apiBody({ name: 'w', connectorId: ids['Shop App'] }))).statusCode).toBe(404);
    });

    it('updates keeping the secret when left out, and deletes', async () => {
      const kept = await call('PUT', `/api/connector/v1/connector-api/${apiId}`, maker, apiBody({ secret: undefined, method: 'POST', bodyTemplate: '{"id": "{{invoiceId}}"}' }));
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ message: 'Connector API updated successfully', connectorApi: { method: 'POST', hasSecret: true } });
      const listed = (await call('GET', `/api/connector/v1/connector-apis?appId=${ids['Billing Connector']}&query=List`, maker)).json();
      const gone = await call('DELETE', `/api/connector/v1/connector-api/${listed.content[0].id}`, maker);
      expect(gone.json()).toEqual({ message: 'Connector API deleted successfully' });
      expect((await call('DELETE', `/api/connector/v1/connector-api/${listed.content[0].id}`, maker)).statusCode).toBe(404);
    });

    it('keeps another account out of the connector’s APIs', async () => {
      expect((await call('GET', `/api/connector/v1/connector-apis?appId=${ids['CRM Connector']}`, stranger)).statusCode).toBe(404);
      expect((await call('PUT', `/api/connector/v1/connector-api/${apiId}`, buyer, apiBody())).statusCode).toBe(404);
      expect((await call('DELETE', `/api/connector/v1/connector-api/${apiId}`, stranger)).statusCode).toBe(404);
      expect((await call('POST', '/api/connector/v1/connector-api', buyerUser, apiBody({ name: 'u' }))).statusCode).toBe(403);
      expect((await server.app.inject({ method: 'GET', url: `/api/connector/v1/connector-apis?appId=${ids['Billing Connector']}` })).statusCode).toBe(401);
    });

    it('tests the definition with the developer’s credentials, redacted from the transcript', async () => {
      const res = await call('POST', `/api/connector/v1/test-connector-apis?appId=${ids['Billing Connector']}&connectorApiId=${apiId}`, maker,
        { placeholderValues: { invoiceId: 'INV 7/1', tenant: 'acme' } });
      expect(res.statusCode).toBe(200);
      const t = res.json();
      expect(t.ok).toBe(true);
      expect(t.failure).toBeNull();
      expect(t.response.status).toBe(200);
      expect(t.response.bodyIsJson).toBe(true);
      expect(t.request.url).toBe(`${target.origin}/echo/invoices/INV%207%2F1?expand=lines`);
      expect(t.request.headers).toContainEqual({ name: 'authorization', value: expect.stringContaining('[redacted') });
      expect(t.request.body).toBe('{"id": "INV 7/1"}');
      expect(t.timings.totalMs).toBeGreaterThan(0);
      expect(t.timings.connectMs).not.toBeNull();
      expect(res.body).not.toContain(DEV_SECRET);
      const seen = target.received.at(-1)!;
      expect(seen.headers.authorization).toBe(`Bearer ${DEV_SECRET}`);
      expect(seen.headers['x-tenant']).toBe('acme');
    });

    it('refuses a missing placeholder value and another account’s test', async () => {
      expect((await call('POST', `/api/connector/v1/test-connector-apis?appId=${ids['Billing Connector']}&connectorApiId=${apiId}`, maker, {})).statusCode).toBe(400);
      expect((await call('POST', `/api/connector/v1/test-connector-apis?appId=${ids['Billing Connector']}&connectorApiId=${apiId}`, stranger, {})).statusCode).toBe(404);
    });
  });

  describe('links (the subscribing account)', () => {
    it('lists the account’s connector instances', async () => {
      const res = await call('GET', `/app/developerApp/services?accountId=${buyer.accountId}&sort=name,asc`, buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json().content.map((c: { name: string }) => c.name)).toEqual(['Billing Connector', 'CRM Connector']);
      expect((await call('GET', `/app/developerApp/services?query=crm`, buyer)).json().totalElements).toBe(1);
      expect((await call('GET', `/app/developerApp/services?accountId=${maker.accountId}`, buyer)).statusCode).toBe(403);
    });

    it('links and removes a connector, with the spec’s messages and a trace', async () => {
      const link = (connectorAppInstanceId: number, status: string, who = buyer) => call('POST', '/app/developerApp/link-connector-app', who, {
        appInstanceId: instances.shop, accountId: buyer.accountId, connectorAppInstanceId, status, userCreated: buyer.user.id, userUpdated: buyer.user.id,
      });
      const linked = await link(instances.billing, 'ACTIVE');
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toMatchObject({ message: 'Connector linked to the app successfully', data: { status: 'ACTIVE', connectorName: 'Billing Connector' } });
      expect((await link(instances.crm, 'ACTIVE')).statusCode).toBe(200);
      const removed = await link(instances.crm, 'INACTIVE');
      expect(removed.json()).toMatchObject({ message: 'Connector removed from the app successfully', data: { status: 'INACTIVE' } });
      const links = (await call('GET', `/app/developerApp/link-connectors-app?appInstanceId=${instances.shop}`, buyer)).json();
      expect(links.map((l: { connectorName: string; status: string }) => `${l.connectorName}:${l.status}`)).toEqual(['Billing Connector:ACTIVE', 'CRM Connector:INACTIVE']);
      expect((await call('GET', `/app/developerApp/link-connectors-app?appInstanceId=${instances.shop}&status=ACTIVE`, buyer)).json()).toHaveLength(1);
      // Another account's instances, a non-connector, itself.
      expect((await link(instances.strangerBilling, 'ACTIVE')).statusCode).toBe(404);
      expect((await link(instances.shop, 'ACTIVE')).statusCode).toBe(400);
      expect((await call('GET', `/app/developerApp/link-connectors-app?appInstanceId=${instances.shop}`, stranger)).statusCode).toBe(404);
      expect((await link(instances.billing, 'ACTIVE', stranger)).statusCode).toBe(403);
      const traces = await server.database.db.select().from(activityTraces).where(eq(activityTraces.accountId, buyer.accountId));
      expect(traces.filter((t) => t.type === 'connectorLink').map((t) => t.event)).toEqual(['linked', 'linked', 'removed']);
    });
  });

  describe('instance connector APIs and their test calls', () => {
    let instanceApiId: number;

    it('lets a subscriber read the connector’s APIs, not change them', async () => {
      const res = await call('GET', `/api/connector/v1/connector-apis?appId=${ids['Billing Connector']}`, buyer);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(DEV_SECRET);
    });

    it('creates the instance’s values, then updates them when they exist', async () => {
      const body = {
        appId: ids['Billing Connector'], appInstanceId: instances.shop, connectorApiId: apiId,
        baseUrl: target.origin, placeholderValues: { invoiceId: '9', tenant: 'buyer' }, secret: INSTANCE_SECRET,
      };
      const created = await call('POST', '/api/connector/v1/connector-instance-api', buyer, body);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ message: 'Instance connector API saved successfully', data: { hasSecret: true, baseUrl: target.origin } });
      expect(created.body).not.toContain(INSTANCE_SECRET);
      instanceApiId = created.json().data.id;
      const again = await call('POST', '/api/connector/v1/connector-instance-api', buyer, { ...body, secret: undefined, placeholderValues: { invoiceId: '10', tenant: 'buyer' } });
      expect(again.json().data).toMatchObject({ id: instanceApiId, hasSecret: true, placeholderValues: { invoiceId: '10' } });
      const put = await call('PUT', `/api/connector/v1/connector-instance-api/${instanceApiId}`, buyer, { ...body, secret: undefined, username: 'buyer-user' });
      expect(put.json().data).toMatchObject({ id: instanceApiId, username: 'buyer-user', hasSecret: true });
      const listed = await call('GET', `/api/connector/v1/connector-instance-api?appId=${ids['Billing Connector']}&appInstanceId=${instances.shop}`, buyer);
      expect(listed.json()).toHaveLength(1);
      expect(listed.body).not.toContain(INSTANCE_SECRET);
      const [row] = await server.database.db.select().from(connectorInstanceApis).where(eq(connectorInstanceApis.id, instanceApiId));
      expect(row.secretSealed).not.toContain(INSTANCE_SECRET);
      // Not linked (CRM was removed), a bad base URL, another account.
      expect((await call('POST', '/api/connector/v1/connector-instance-api', buyer, { ...body, baseUrl: 'file:///etc/passwd' })).statusCode).toBe(400);
      expect((await call('PUT', `/api/connector/v1/connector-instance-api/${instanceApiId}`, stranger, { ...body, appInstanceId: instances.strangerShop })).statusCode).toBe(404);
      expect((await call('GET', `/api/connector/v1/connector-instance-api?appInstanceId=${instances.shop}`, stranger)).statusCode).toBe(404);
    });

    it('tests with the instance’s values and credentials', async () => {
      const res = await call('POST', `/api/connector/v1/test-connector-apis?appId=${ids['Billing Connector']}&connectorApiId=${apiId}&appInstanceId=${instances.shop}`, buyer, {});
      const t = res.json();
      expect(t.response.status).toBe(200);
      expect(t.request.url).toBe(`${target.origin}/echo/invoices/9?expand=lines`); // the PUT gave 9 back
      expect(target.received.at(-1)!.headers.authorization).toBe(`Bearer ${INSTANCE_SECRET}`);
      expect(res.body).not.toContain(INSTANCE_SECRET);
      expect(res.body).not.toContain(DEV_SECRET);
      expect((await call('POST', `/api/connector/v1/test-connector-apis?appId=${ids['Billing Connector']}&connectorApiId=${apiId}&appInstanceId=${instances.shop}`, stranger, {})).statusCode).toBe(404);
    });

    it('never sends the connector’s own credentials to another origin an instance names', async () => {
      await call('PUT', `/api/connector/v1/connector-instance-api/${instanceApiId}`, buyer, {
        appInstanceId: instances.shop, connectorApiId: apiId, baseUrl: 'http://127.0.0.1:1', secret: '',
      });
      const other = await startTarget();
      try {
        await call('PUT', `/api/connector/v1/connector-instance-api/${instanceApiId}`, buyer, { appInstanceId: instances.shop, connectorApiId: apiId, baseUrl: other.origin });
        const t = (await call('POST', `/api/connector/v1/test-connector-apis?appId=${ids['Billing Connector']}&connectorApiId=${apiId}&appInstanceId=${instances.shop}`, buyer, {})).json();
        expect(t.response.status).toBe(200);
        expect(t.request.credentialsWithheld).toBe(true);
        expect(other.received.at(-1)!.headers.authorization).toBeUndefined();
      } finally {
        await other.close();
      }
    });
  });
});

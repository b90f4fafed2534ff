// App parameters (developer-portal.md §7 "App parameters"): one read by name (the account's value
// in force, else the platform's), and an account's own values: listed with the defaults they do not
// override, added, changed and deleted with the rules and messages of contract/parametersRules.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@platform-console/plugin-api/server';
import {
  bearerOnly, expiredHeaders, signedInMember, signedInOwner, startReplicaOf, startTestServer, type SignedIn, type SignedInOwner, type TestServer,
} from '@platform-console/plugin-api/testing/server';
import { appParameters } from '../../server/tables';

describe('parameter service: GET /app/parameter/appParameter', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server);
    await server.database.db.insert(appParameters).values({ parameterName: 'supportEmail', parameterValue: 'help@example.com' });
  });
  afterAll(async () => { await server.close(); });

  const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });

  it("starts with the platform's idleTime default, added by the package's own migration and recorded apart", async () => {
    const [idle] = await server.database.db.select().from(appParameters).where(eq(appParameters.parameterName, 'idleTime'));
    expect(idle).toMatchObject({ accountId: null, parameterValue: '600', description: 'Seconds of inactivity before the console ends the session' });
    const recorded = await rowsOf<{ count: number }>(server.database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations_plugin_parameters`);
    expect(recorded).toEqual([{ count: 1 }]);
  });

  it('puts manage_parameters in the AdminApp catalog, which the roles screens offer', async () => {
    const catalog = await rowsOf(server.database.db, sql`select p.permission_name as flag, p.display_label as label from app_permissions p
      join apps a on a.id = p.app_id where a.name = 'AdminApp' and p.permission_name = 'manage_parameters'`);
    expect(catalog).toEqual([{ flag: 'manage_parameters', label: 'Manage app parameters' }]);
  });

  it('answers idleTime in seconds as a number', async () => {
    const res = await get('/app/parameter/appParameter?parameterName=idleTime', bearerOnly(owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ parameterName: 'idleTime', data: 600 });
  });

  it('answers text values as text', async () => {
    expect((await get('/app/parameter/appParameter?parameterName=supportEmail', bearerOnly(owner))).json())
      .toEqual({ parameterName: 'supportEmail', data: 'help@example.com' });
  });

  it('answers 404 for an unknown name, 400 without one, 401 without a valid token', async () => {
    const missing = await get('/app/parameter/appParameter?parameterName=nope', bearerOnly(owner));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, message: 'Parameter not found' });
    expect((await get('/app/parameter/appParameter', bearerOnly(owner))).statusCode).toBe(400);
    expect((await get('/app/parameter/appParameter?parameterName=idleTime', {})).statusCode).toBe(401);
    expect((await get('/app/parameter/appParameter?parameterName=idleTime', await expiredHeaders(server, owner))).statusCode).toBe(401);
  });
});

describe('parameter service: an account\'s own parameters', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  let member: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Parameters Ltd');
    other = await signedInOwner(server, 'Other Parameters Ltd');
    member = await signedInMember(server, owner.accountId, 'USER');
  });
  afterAll(async () => { await server.close(); });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `/app/parameter${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });
  const idleTimeOf = async (caller: SignedIn) => (await call(caller, 'GET', '/appParameter?parameterName=idleTime')).json().data;

  it('overrides a platform default for the account only, and brings it back on delete', async () => {
    const before = await call(owner, 'GET', '/appParameterList?sort=parameterName,asc');
    expect(before.statusCode).toBe(200);
    expect(before.json().content).toEqual([expect.objectContaining({ parameterName: 'idleTime', parameterValue: '600', source: 'platform' })]);

    const created = await call(owner, 'POST', '/appParameter', { parameterName: ' idleTime ', parameterValue: '120', description: 'Short' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ message: 'App parameter created successfully', data: { parameterName: 'idleTime', parameterValue: '120', source: 'account' } });
    // The account's members read the account's value; another account still reads the default.
    expect(await idleTimeOf(member)).toBe(120);
    expect(await idleTimeOf(other)).toBe(600);
    expect((await server.app.inject({ method: 'GET', url: '/app/parameter/appParameter?parameterName=idleTime', headers: bearerOnly(owner) })).json().data).toBe(600);
    const list = await call(owner, 'GET', '/appParameterList');
    expect(list.json()).toMatchObject({ totalElements: 1, content: [{ parameterName: 'idleTime', parameterValue: '120', source: 'account' }] });

    const id = created.json().data.id as number;
    const changed = await call(owner, 'PUT', `/appParameter/${id}`, { parameterName: 'idleTime', parameterValue: '900' });
    expect(changed.json()).toMatchObject({ message: 'App parameter updated successfully', data: { parameterValue: '900', description: null } });
    expect(await idleTimeOf(member)).toBe(900);
    expect((await call(owner, 'POST', '/appParameter', { parameterName: 'idleTime', parameterValue: '300' })).statusCode).toBe(409);

    expect((await call(owner, 'DELETE', `/appParameter/${id}`)).json()).toEqual({ message: 'App parameter deleted successfully' });
    expect(await idleTimeOf(member)).toBe(600);
    // In the account's activity log, newest first.
    const traces = (await server.app.inject({ method: 'GET', url: '/logtrace/activity?size=50&type=parameter', headers: owner.headers })).json().content;
    expect(traces.map((t: { event: string }) => t.event)).toEqual(['deleted', 'updated', 'created']);
  });

  it('is read by every replica at once: a change made through one is what another answers', async () => {
    const replica = await startReplicaOf(server);
    try {
      const idleTimeOnReplica = async () => (await replica.inject({
        method: 'GET', url: '/app/parameter/appParameter?parameterName=idleTime', headers: member.headers,
      })).json().data;
      expect(await idleTimeOnReplica()).toBe(600);
      const created = await call(owner, 'POST', '/appParameter', { parameterName: 'idleTime', parameterValue: '240' });
      expect(await idleTimeOnReplica()).toBe(240);
      await call(owner, 'DELETE', `/appParameter/${created.json().data.id}`);
      expect(await idleTimeOnReplica()).toBe(600);
    } finally {
      await replica.close();
    }
  });

  it('lists, searches, sorts and pages the account\'s parameters', async () => {
    for (const [parameterName, parameterValue] of [['supportEmail', 'help@parameters.example'], ['brandColour', '#0b5cad'], ['maxExports', '5']]) {
      expect((await call(owner, 'POST', '/appParameter', { parameterName, parameterValue })).statusCode).toBe(201);
    }
    const page = await call(owner, 'GET', '/appParameterList?page=1&size=2&sort=parameterName,desc');
    expect(page.json().totalElements).toBe(4);
    expect(page.json().content.map((p: { parameterName: string }) => p.parameterName)).toEqual(['idleTime', 'brandColour']);
    const searched = await call(owner, 'GET', '/appParameterList?query=PARAMETERS.EX');
    expect(searched.json().content.map((p: { parameterName: string }) => p.parameterName)).toEqual(['supportEmail']);
    expect((await call(owner, 'GET', '/appParameterList?sort=secret,asc')).statusCode).toBe(400);
    // Another account sees none of them.
    expect((await call(other, 'GET', '/appParameterList')).json().totalElements).toBe(1);
  });

  it('refuses bad input with the field and the rule\'s message', async () => {
    const cases: [object, string, string][] = [
      [{ parameterName: ' ', parameterValue: '1' }, 'parameterName', 'Parameter Name is required'],
      [{ parameterName: 'ok', parameterValue: '  ' }, 'parameterValue', 'Parameter Value is required'],
      [{ parameterName: '1st value', parameterValue: '1' }, 'parameterName', 'Start with a letter; use letters, numbers, dot, dash and underscore only'],
      [{ parameterName: 'idleTime', parameterValue: 'ten minutes' }, 'parameterValue', 'idleTime is a whole number of seconds from 60 to 86400'],
      [{ parameterName: 'idleTime', parameterValue: '5' }, 'parameterValue', 'idleTime is a whole number of seconds from 60 to 86400'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(owner, 'POST', '/appParameter', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, data: { field } });
    }
    expect((await call(owner, 'POST', '/appParameter', { parameterName: 'x' })).statusCode).toBe(400);
  });

  it('keeps each account to its own values, and needs manage_parameters to list or change them', async () => {
    const [platform] = await server.database.db.select().from(appParameters).where(eq(appParameters.parameterName, 'idleTime'));
    const [mine] = (await call(owner, 'GET', '/appParameterList?query=supportEmail')).json().content;
    // The platform's default and another account's value are not the caller's to change.
    expect((await call(owner, 'PUT', `/appParameter/${platform.id}`, { parameterName: 'idleTime', parameterValue: '60' })).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/appParameter/${mine.id}`, { parameterName: 'supportEmail', parameterValue: 'x@y.z' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/appParameter/${mine.id}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', '/appParameterList')).statusCode).toBe(403);
    expect((await call(member, 'POST', '/appParameter', { parameterName: 'idleTime', parameterValue: '60' })).statusCode).toBe(403);
    // A non-member naming the account in the header reads nothing of it.
    const foreign = await server.app.inject({
      method: 'GET', url: '/app/parameter/appParameter?parameterName=supportEmail', headers: { ...bearerOnly(other), accountId: String(owner.accountId) },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

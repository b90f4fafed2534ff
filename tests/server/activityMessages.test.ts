// Activity messages as keys with parameters (so each reader sees them in their language), and one
// name per kind of activity (contract/activityLogRules.ts): the services' traces, the console's
// traces, and older traces renamed by migration 0027.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activityTraces } from '../../server/src/db/schema';
import { ACTIVITY_TYPES, activityTypeOf } from '../../contract/activityLogRules';
import { pathOf, type Route } from '../../contract/routeTable';
import { SERVICE_PREFIXES } from '../../contract/services';
import { parameterRoutes } from '@platform-console/parameters/contract/parametersRoutes';
import { marketplaceRoutes } from '../../contract/marketplaceRoutes';
import { apiKeyRoutes } from '../../contract/apiKeysRoutes';
import { appRoutes } from '../../contract/developerPortalRoutes';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';

const MIGRATION = new URL('../../server/src/db/migrations/0027_activity_message_keys.sql', import.meta.url);

describe('activity messages and kinds', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Keyed Ltd');
  });
  afterAll(async () => { await server?.close(); });

  const activity = async (query: string) =>
    (await server.app.inject({ method: 'GET', url: `/logtrace/activity?size=50&${query}`, headers: owner.headers })).json().content;
  const choices = async () => (await server.app.inject({ method: 'GET', url: '/logtrace/activity/choices', headers: owner.headers })).json();

  it('records a service\'s change as a key with parameters, with its English text beside it', async () => {
    const created = await server.app.inject({
      method: 'POST', url: '/app/parameter/appParameter', headers: owner.headers, payload: { parameterName: 'idleTime', parameterValue: '120' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [trace] = await activity('type=parameter');
    expect(trace).toMatchObject({
      type: 'parameter', event: 'created', messageKey: 'parameter.created', messageParams: { name: 'idleTime' }, message: 'Parameter idleTime added',
    });
  });

  it('records each change of a route declared recordsActivity once, itself (docs/decisions/0406-activity-recorded-once.md)', async () => {
    // Representatives; their domains' tests prove the rest (apiKeys, developerApp-apps, -subscriptions, roles-*, uiTexts, connectors).
    for (const declared of [parameterRoutes.create, parameterRoutes.update, parameterRoutes.remove, marketplaceRoutes.changeSubscription,
      apiKeyRoutes.create, appRoutes.create] as Route[]) {
      expect(declared.recordsActivity, `${declared.method} ${declared.path}`).toBe(true);
      expect(declared.method).not.toBe('GET');
    }
    const url = (declared: Route, params?: Record<string, number>) => `${SERVICE_PREFIXES[declared.service]}${pathOf(declared, params)}`;
    const created = await server.app.inject({
      method: 'POST', url: url(parameterRoutes.create), headers: owner.headers, payload: { parameterName: 'sessionLength', parameterValue: '30' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const params = { id: created.json().data.id as number };
    const updated = await server.app.inject({
      method: 'PUT', url: url(parameterRoutes.update, params), headers: owner.headers, payload: { parameterName: 'sessionLength', parameterValue: '45' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await server.app.inject({ method: 'DELETE', url: url(parameterRoutes.remove, params), headers: owner.headers })).statusCode).toBe(200);
    const traces: { messageKey: string; messageParams: { name?: string } }[] = await activity('type=parameter');
    const keys = traces.filter((t) => t.messageParams.name === 'sessionLength').map((t) => t.messageKey);
    expect(keys.sort()).toEqual(['parameter.created', 'parameter.deleted', 'parameter.updated']);
  });

  it('keeps the console\'s key and parameters, and files a former kind name under its kind', async () => {
    const res = await server.app.inject({
      method: 'POST', url: `/logtrace/${owner.accountId}/track`, headers: owner.headers,
      payload: { type: 'apiKeys', event: 'create', message: 'API key created', messageKey: 'change.create', messageParams: { id: 7 }, status: 'success' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [trace] = await activity('type=apiKey');
    expect(trace).toMatchObject({ type: 'apiKey', messageKey: 'change.create', messageParams: { id: '7' }, message: 'API key created' });
    // A filter by the former name finds the kind.
    expect((await activity('type=apiKeys')).map((t: { id: number }) => t.id)).toContain(trace.id);
  });

  it('renames older traces\' kinds once (migration 0027), so the type filter lists each kind once', async () => {
    const formerNames = Object.values(ACTIVITY_TYPES).flatMap((kind) => kind.formerly);
    expect(formerNames).toEqual(expect.arrayContaining(['apiKeys', 'parameters', 'uiTexts', 'roles', 'instanceRole', 'defaultRole', 'memberRoles']));
    const db = server.database.db;
    await db.insert(activityTraces).values(formerNames.map((type) => ({ accountId: owner.accountId, userId: owner.user.id, type, message: `old ${type}` })));
    const renames = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint').find((s) => s.includes('UPDATE'));
    await db.execute(sql.raw(renames!));
    const rows = await db.select({ type: activityTraces.type, message: activityTraces.message }).from(activityTraces);
    for (const name of formerNames) {
      expect(rows.find((r) => r.message === `old ${name}`)?.type, name).toBe(activityTypeOf(name));
    }
    const types: string[] = (await choices()).types;
    expect(types).toEqual([...new Set(types)]);
    for (const name of formerNames) expect(types).not.toContain(name);
    expect(types).toEqual(expect.arrayContaining(['apiKey', 'parameter', 'role', 'uiText']));
  });
});

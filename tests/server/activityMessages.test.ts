// Activity messages as keys with parameters (so each reader sees them in their language), and one
// name per kind of activity (contract/activityLogRules.ts): the services' traces, the console's
// traces, and older traces renamed by migration 0027.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activityTraces } from '../../server/src/db/schema';
import { ACTIVITY_TYPES, activityTypeOf } from '../../contract/activityLogRules';
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

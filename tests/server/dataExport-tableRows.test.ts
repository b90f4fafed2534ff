// Data export's table picker (GET table?schemaName) on an embedded database whose tables were never
// analysed (reltuples -1): the engine's estimate says nothing, so the rows are counted, up to a cap.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstances, apps } from '../../server/src/db/schema';
import { TABLE_ROW_COUNT_CAP } from '../../contract/dataExportRules';
import { makeEmbeddedDatabase } from './embeddedDatabases';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';

describe('data export table picker row figures', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'data-export-rows-'));
  let server: TestServer;
  let owner: SignedInOwner;
  let instanceId: number;

  beforeAll(async () => {
    server = await startTestServer({ dataDir, databaseAllowedHosts: [] });
    owner = await signedInOwner(server, 'Counting Ltd');
    const db = server.database.db;
    const [app] = await db.insert(apps).values({ name: 'Counter', type: 'app', published: 'PUBLISHED', developerAccountId: owner.accountId }).returning();
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: owner.accountId, appId: app.id, status: 'ACTIVE', environment: 'Production' }).returning();
    await makeEmbeddedDatabase(dataDir, owner.accountId, 'warehouse', async (warehouse) => {
      await warehouse.exec(`create table thousand (id integer, label text);
        insert into thousand select n, 'row ' || n from generate_series(1, 1000) n;
        create table huge (id integer);
        insert into huge select n from generate_series(1, ${TABLE_ROW_COUNT_CAP + 5}) n;
        create table analysed (id integer);
        insert into analysed select n from generate_series(1, 300) n;
        analyze analysed;
        create table empty_one (id integer);
        create table no_columns ();`);
      const [{ reltuples }] = (await warehouse.query<{ reltuples: number }>("select reltuples from pg_class where relname = 'thousand'")).rows;
      expect(reltuples).toBeLessThanOrEqual(0); // never analysed
    });
    const saved = await server.app.inject({
      method: 'POST', url: '/data-migrate/database', headers: owner.headers, payload: { databaseName: 'Warehouse', engine: 'embedded', database: 'warehouse' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const chosen = await server.app.inject({
      method: 'PUT', url: `/data-export/instances/${instanceId}/source`, headers: owner.headers, payload: { connectionId: saved.json().data.id },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts a never-analysed table (up to the cap) and keeps the estimate of an analysed one', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/data-export/table?schemaName=public&appInstanceId=${instanceId}`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    const byName = Object.fromEntries(res.json().map((t: { name: string }) => [t.name, t]));
    expect(byName.thousand).toEqual({ name: 'thousand', rowEstimate: 1000, rowsKnown: 'counted' });
    expect(byName.huge).toEqual({ name: 'huge', rowEstimate: TABLE_ROW_COUNT_CAP, rowsKnown: 'atLeast' });
    expect(byName.analysed).toEqual({ name: 'analysed', rowEstimate: 300, rowsKnown: 'estimate' });
    expect(byName.empty_one).toEqual({ name: 'empty_one', rowEstimate: 0, rowsKnown: 'counted' });
    expect(byName.no_columns).toEqual({ name: 'no_columns', rowEstimate: 0, rowsKnown: 'unknown' });
  });
});

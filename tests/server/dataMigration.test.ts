// Data migration between embedded databases (issue 14 item 3), which needs nothing installed: the
// plan with its type rules, the background job with progress, the proof (counts and checksums read
// back from the target), cancel, and the refusals. Between real PostgreSQL and MariaDB, with the
// type mapping and a refused row: tests/data-sources/realEngines.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmbeddedDatabase } from './embeddedDatabases';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

const ORDERS = 2_500;
const EVENTS = 50_000;

describe('data migration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'migration-'));
  let server: TestServer;
  let owner: SignedInOwner;
  let plainUser: SignedIn;
  let other: SignedInOwner;
  let sourceId: number;
  let targetId: number;

  beforeAll(async () => {
    server = await startTestServer({ dataDir, databaseAllowedHosts: [] });
    owner = await signedInOwner(server, 'Movers Ltd');
    plainUser = await signedInMember(server, owner.accountId, 'USER');
    other = await signedInOwner(server, 'Elsewhere Ltd');
    await makeEmbeddedDatabase(dataDir, owner.accountId, 'shop', async (shop) => {
      await shop.exec(`create schema sales;
        create type mood as enum ('happy', 'sad');
        create table sales.orders (id integer primary key, customer varchar(40) not null, total numeric(10,2), paid boolean,
          placed timestamptz, items jsonb, receipt bytea, note text, feeling mood, tags text[]);
        insert into sales.orders select i, 'Customer "' || i || '", Ltd', (i * 1.25)::numeric(10,2), i % 2 = 0,
          timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute', jsonb_build_object('sku', 'A' || i, 'qty', i % 7),
          decode(lpad(to_hex(i), 8, '0'), 'hex'), case when i % 10 = 0 then null else E'line one\\nline two, ' || i end,
          case when i % 3 = 0 then 'sad'::mood else 'happy'::mood end, array['x', 'y' || i]
          from generate_series(1, ${ORDERS}) i;
        create table events (id bigint, kind text);
        insert into events select i, 'kind ' || (i % 5) from generate_series(1, ${EVENTS}) i;`);
    });
    const save = async (databaseName: string, database: string) =>
      (await call(owner, 'POST', '/database', { databaseName, engine: 'embedded', database })).json().data.id as number;
    sourceId = await save('Shop', 'shop');
    targetId = await save('Archive', 'archive');
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (caller: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({ method, url: `/data-migrate${url}`, headers: caller.headers, payload: payload as object });
  const archive = () => server.app.platform.dataSources.embedded.open(owner.accountId, 'archive');

  async function finished(jobId: number) {
    for (;;) {
      const job = (await call(owner, 'GET', `/migrate-data/jobs/${jobId}`)).json();
      if (job.status !== 'queued' && job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('plans a run: every column with the type it gets and the rule applied, lossy ones named, rows counted', async () => {
    const response = await call(owner, 'POST', '/migrate-data/plan', { sourceId, targetId, tables: [{ schema: 'sales', name: 'orders' }] });
    expect(response.statusCode, response.body).toBe(200);
    const [orders] = response.json().tables;
    expect(response.json()).toMatchObject({ sourceEngine: 'embedded', targetEngine: 'embedded', rowEstimate: ORDERS });
    expect(orders).toMatchObject({ schema: 'sales', name: 'orders', targetSchema: 'sales', rowEstimate: ORDERS, targetExists: false });
    const column = (name: string) => orders.columns.find((c: { name: string }) => c.name === name);
    expect(column('total')).toEqual({ name: 'total', sourceType: 'numeric(10,2)', targetType: 'numeric(10,2)', rule: 'numeric(p,s)' });
    expect(column('tags')).toMatchObject({ sourceType: 'text[]', targetType: 'text[]' });
    // A type of the source's own making cannot be made in the target: its values go as text, and the plan says so.
    expect(column('feeling')).toMatchObject({ sourceType: 'mood', targetType: 'text', lossy: expect.stringContaining('text form') });
  });

  it('copies the chosen table in the background and proves the copy: counts and checksums, source against target', async () => {
    const started = await call(owner, 'POST', '/migrate-data', { sourceId, targetId, tables: [{ schema: 'sales', name: 'orders' }] });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data).toMatchObject({ status: 'queued', sourceName: 'Shop', targetName: 'Archive', tablesTotal: 1, rowsEstimate: ORDERS });
    const job = await finished(started.json().data.id);
    expect(job).toMatchObject({ status: 'succeeded', tablesDone: 1, rowsDone: ORDERS, failure: null, secondsLeft: null });
    expect(job.tables).toEqual([{
      schema: 'sales', name: 'orders', sourceRows: ORDERS, targetRows: ORDERS,
      sourceChecksum: expect.stringMatching(/^[0-9a-f]{16}$/), targetChecksum: job.tables[0].sourceChecksum, verified: true,
    }]);
    const copied = await archive();
    const row = (await copied.query<Record<string, unknown>>(
      `select customer, total::text, paid, items, encode(receipt, 'hex') as receipt, note, feeling, tags from sales.orders where id = 30`)).rows[0];
    expect(row).toEqual({
      customer: 'Customer "30", Ltd', total: '37.50', paid: true, items: { sku: 'A30', qty: 2 }, receipt: '0000001e',
      note: null, feeling: 'sad', tags: ['x', 'y30'],
    });
    expect((await copied.query(`select note from sales.orders where id = 31`)).rows[0]).toEqual({ note: 'line one\nline two, 31' });
  });

  it('lists the account\'s runs, newest first, and no other account\'s', async () => {
    const jobs = (await call(owner, 'GET', '/migrate-data/jobs')).json();
    expect(jobs[0]).toMatchObject({ status: 'succeeded', sourceName: 'Shop' });
    expect((await call(other, 'GET', '/migrate-data/jobs')).json()).toEqual([]);
    expect((await call(other, 'GET', `/migrate-data/jobs/${jobs[0].id}`)).statusCode).toBe(404);
  });

  it('refuses to write into a table the target already has, naming it', async () => {
    const again = await call(owner, 'POST', '/migrate-data', { sourceId, targetId, tables: [{ schema: 'sales', name: 'orders' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('These tables already exist in the target: sales.orders. Drop or rename them there first.');
  });

  it('cancels between batches: the half-written table is removed and the result says so', async () => {
    const started = await call(owner, 'POST', '/migrate-data', { sourceId, targetId, tables: [{ schema: 'public', name: 'events' }] });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().data.id;
    // One run at a time per account.
    expect((await call(owner, 'POST', '/migrate-data', { sourceId, targetId, tables: [] })).statusCode).toBe(409);
    expect((await call(owner, 'POST', `/migrate-data/jobs/${jobId}/cancel`)).statusCode).toBe(200);
    const job = await finished(jobId);
    expect(job.status).toBe('cancelled');
    expect(job.rowsDone).toBeLessThan(EVENTS);
    expect(job.failure).toEqual({ table: 'public.events', row: null, message: 'Cancelled', targetTableRemoved: true });
    expect((await (await archive()).query(`select to_regclass('public.events') as t`)).rows[0]).toEqual({ t: null });
  });

  it('refuses a source and target that are the same database, tables the source lacks, and other accounts\' connections', async () => {
    const same = await call(owner, 'POST', '/migrate-data/plan', { sourceId, targetId: sourceId, tables: [] });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('The source and the target are the same database');
    const missing = await call(owner, 'POST', '/migrate-data/plan', { sourceId, targetId, tables: [{ schema: 'public', name: 'nowhere' }] });
    expect(missing.statusCode).toBe(404);
    expect((await call(other, 'POST', '/migrate-data/plan', { sourceId, targetId, tables: [] })).statusCode).toBe(404);
    expect((await call(plainUser, 'POST', '/migrate-data/plan', { sourceId, targetId, tables: [] })).statusCode).toBe(403);
  });
});

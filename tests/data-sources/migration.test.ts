// Data migration between the machine's real PostgreSQL and MariaDB (issue 14 item 3): each type
// mapped by the written rules arrives with its value, the proof agrees, and a row MariaDB holds but
// PostgreSQL refuses (a zero date) stops the run naming the table and the row, with the half-written
// table removed. Needs POSTGRES_SOURCE_URL and MARIADB_SOURCE_URL (npm run test:data-sources).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness';
import { signedInOwner, type SignedInOwner } from '../server/fixtures';

const postgresUrl = new URL(process.env.POSTGRES_SOURCE_URL ?? '');
const mariaUrl = new URL(process.env.MARIADB_SOURCE_URL ?? '');
const suffix = randomBytes(4).toString('hex');
const PG_SCHEMA = `moves_${suffix}`;
const MARIA_DATABASE = `moves_${suffix}`;
/** MariaDB → PostgreSQL lands in public: a name of this run only. */
const PEOPLE = `people_${suffix}`;
const ROWS = 2_345;
const ZERO_DATE_ROW = 1_500;
const INFINITE_ROW = 1_234;

const mariaAdmin = () => mysql.createConnection({
  host: mariaUrl.hostname, port: Number(mariaUrl.port || 3306), user: mariaUrl.username || 'root', password: decodeURIComponent(mariaUrl.password),
});
async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('data migration between real PostgreSQL and MariaDB', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await withPostgres((client) => client.query(`create schema ${PG_SCHEMA};
      create table ${PG_SCHEMA}.orders (id bigint primary key, customer varchar(40) not null, total numeric(10,2), paid boolean,
        placed timestamptz, items jsonb, receipt bytea, note text, tags text[]);
      insert into ${PG_SCHEMA}.orders select i, 'Customer "' || i || '", Ltd', i * 1.25, i % 2 = 0,
        timestamptz '2026-01-01 00:00:00+02' + i * interval '1 minute', jsonb_build_object('sku', 'A' || i),
        decode(lpad(to_hex(i), 8, '0'), 'hex'), case when i % 10 = 0 then null else E'one\\ntwo\\t\\\\ ' || i end, array['x', 'y' || i]
        from generate_series(1, ${ROWS}) i;
      create table ${PG_SCHEMA}.late_orders (id bigint, placed timestamp);
      insert into ${PG_SCHEMA}.late_orders select i, case when i = ${INFINITE_ROW} then 'infinity' else timestamp '2026-01-01' + i * interval '1 hour' end
        from generate_series(1, ${ROWS}) i`));
    const maria = await mariaAdmin();
    await maria.query(`create database ${MARIA_DATABASE}`);
    await maria.query(`create table ${MARIA_DATABASE}.${PEOPLE} (id int primary key, name varchar(60) not null, born date, vip tinyint(1),
      mood enum('happy','sad'), photo blob, joined datetime(3))`);
    // MariaDB keeps a zero date outside strict mode; PostgreSQL has no such date.
    await maria.query("set session sql_mode = '', max_recursive_iterations = 100000");
    await maria.query(`insert into ${MARIA_DATABASE}.${PEOPLE} with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
      select i, concat('Person ', i), if(i = ${ZERO_DATE_ROW}, '0000-00-00', date_add('1980-01-01', interval i day)), i % 2,
      if(i % 3 = 0, 'sad', 'happy'), unhex(lpad(hex(i), 6, '0')), timestamp('2026-02-03 04:05:06.789') from n`);
    await maria.query(`create table ${MARIA_DATABASE}.ok_people as select * from ${MARIA_DATABASE}.${PEOPLE} where born <> '0000-00-00'`);
    await maria.end();

    server = await startTestServer({ dataDir: 'memory://', databaseAllowedHosts: [postgresUrl.hostname, mariaUrl.hostname] });
    owner = await signedInOwner(server, 'Movers Ltd');
    const save = async (body: object) => (await call('POST', '/database', body)).json().data.id as number;
    ids.postgres = await save({
      databaseName: 'Shop', engine: 'postgresql', host: postgresUrl.hostname, port: Number(postgresUrl.port || 5432),
      database: postgresUrl.pathname.slice(1), username: postgresUrl.username || 'postgres',
    });
    ids.maria = await save({
      databaseName: 'People', engine: 'mariadb', host: mariaUrl.hostname, port: Number(mariaUrl.port || 3306), database: MARIA_DATABASE,
      username: mariaUrl.username || 'root', ...(mariaUrl.password ? { password: decodeURIComponent(mariaUrl.password) } : {}),
    });
    ids.embedded = await save({ databaseName: 'Local', engine: 'embedded', database: 'local' });
  });
  afterAll(async () => {
    await server?.close();
    await withPostgres((client) => client.query(`drop schema if exists ${PG_SCHEMA} cascade; drop table if exists public.${PEOPLE}`));
    const maria = await mariaAdmin();
    await maria.query(`drop database if exists ${MARIA_DATABASE}`);
    await maria.end();
  });

  const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
    server.app.inject({ method, url: `/data-migrate${url}`, headers: owner.headers, payload });

  async function run(sourceId: number, targetId: number, tables: { schema: string; name: string }[]) {
    const started = await call('POST', '/migrate-data', { sourceId, targetId, tables });
    expect(started.statusCode, started.body).toBe(202);
    for (;;) {
      const job = (await call('GET', `/migrate-data/jobs/${started.json().data.id}`)).json();
      if (job.status !== 'queued' && job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('PostgreSQL to MariaDB: the plan names the lossy types, every value arrives (times in UTC), and the proof agrees', async () => {
    const request = { sourceId: ids.postgres, targetId: ids.maria, tables: [{ schema: PG_SCHEMA, name: 'orders' }] };
    const plan = (await call('POST', '/migrate-data/plan', request)).json();
    const types = Object.fromEntries(plan.tables[0].columns.map((c: { name: string; targetType: string; lossy?: string }) => [c.name, [c.targetType, c.lossy]]));
    expect(types).toEqual({
      id: ['bigint', undefined], customer: ['varchar(40)', undefined],
      total: ['decimal(10,2)', 'MariaDB holds at most 65 digits, 30 after the point'], paid: ['tinyint(1)', undefined],
      placed: ['datetime(6)', 'the time zone is dropped: times are written in UTC'], items: ['json', undefined], receipt: ['longblob', undefined],
      note: ['longtext', undefined], tags: ['longtext', 'kept as PostgreSQL array text, e.g. {a,b}'],
    });
    expect(plan.tables[0]).toMatchObject({ targetSchema: MARIA_DATABASE, rowEstimate: ROWS });

    const job = await run(request.sourceId, request.targetId, request.tables);
    expect(job).toMatchObject({ status: 'succeeded', rowsDone: ROWS, failure: null });
    expect(job.tables[0]).toMatchObject({ sourceRows: ROWS, targetRows: ROWS, verified: true });
    expect(job.tables[0].targetChecksum).toBe(job.tables[0].sourceChecksum);
    const maria = await mariaAdmin();
    const [[row]] = await maria.query(`select customer, total, paid, cast(placed as char) as placed, json_value(items, '$.sku') as sku,
      hex(receipt) as receipt, note, tags from ${MARIA_DATABASE}.orders where id = 31`) as unknown as [Record<string, unknown>[]];
    await maria.end();
    expect(row).toEqual({
      customer: 'Customer "31", Ltd', total: '38.75', paid: 0, placed: '2025-12-31 22:31:00.000000', sku: 'A31',
      receipt: '0000001F', note: 'one\ntwo\t\\ 31', tags: '{x,y31}',
    });
  });

  it('PostgreSQL to MariaDB: a time MariaDB cannot hold (infinity) stops the run at its row, and the half-written table is removed', async () => {
    const job = await run(ids.postgres, ids.maria, [{ schema: PG_SCHEMA, name: 'late_orders' }]);
    expect(job.status).toBe('failed');
    expect(job.failure).toMatchObject({ table: `${PG_SCHEMA}.late_orders`, row: INFINITE_ROW, targetTableRemoved: true });
    const maria = await mariaAdmin();
    const [left] = await maria.query(`select count(*) as n from information_schema.tables where table_schema = ? and table_name = 'late_orders'`, [MARIA_DATABASE]);
    await maria.end();
    expect((left as { n: number }[])[0].n).toBe(0);
  });

  it('MariaDB to PostgreSQL: a zero date stops the run at its row, and the half-written table is removed', async () => {
    const job = await run(ids.maria, ids.postgres, [{ schema: MARIA_DATABASE, name: PEOPLE }]);
    expect(job.status).toBe('failed');
    expect(job.failure).toMatchObject({ table: `${MARIA_DATABASE}.${PEOPLE}`, row: ZERO_DATE_ROW, targetTableRemoved: true });
    expect(job.failure.message).toMatch(/date/i);
    const left = await withPostgres((client) => client.query(`select to_regclass('public.${PEOPLE}') as t`));
    expect(left.rows[0]).toEqual({ t: null });
  });

  it('MariaDB to the embedded engine: enums become text, blobs bytes, and the proof agrees', async () => {
    const job = await run(ids.maria, ids.embedded, [{ schema: MARIA_DATABASE, name: 'ok_people' }]);
    expect(job).toMatchObject({ status: 'succeeded', failure: null });
    expect(job.tables[0]).toMatchObject({ sourceRows: ROWS - 1, targetRows: ROWS - 1, verified: true });
    const local = await server.app.platform.dataSources.embedded.open(owner.accountId, 'local');
    const { rows } = await local.query(`select name, born::text, vip, mood, encode(photo, 'hex') as photo, joined::text from public.ok_people where id = 3`);
    expect(rows).toEqual([{ name: 'Person 3', born: '1980-01-04', vip: 1, mood: 'sad', photo: '000003', joined: '2026-02-03 04:05:06.789' }]);
  });
});

// One data-tools scenario of bench/dataTools.ts, run in a process of its own: the server is started
// as `npm start` starts it (bench/dataToolsServer.ts) and called over real HTTP, as the console calls
// it, signed in as the demo owner; the table is generated inside the database servers. The server's
// RSS is read from outside every 20 ms: idle before the job, its peak while the job runs, and what the
// job added. With a table on PostgreSQL, the platform's own database is a throwaway one there too (as
// a deployment with several replicas has it); the embedded run keeps everything embedded (the
// platform's database under a DATA_DIR of its own). Prints one line of JSON.
//   npx tsx bench/dataToolsRun.ts export|migration|embedded <rows>
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import mysql from 'mysql2/promise';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PGlite } from '@electric-sql/pglite';
import { appInstances, apps } from '../server/src/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/src/seed/demo';
import { isUnderway } from '../contract/migrationRules';
import { startServer, type BenchServer } from './dataToolsServer';

const POLL_MS = 250;
const postgresUrl = new URL(process.env.POSTGRES_SOURCE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const mariaUrl = new URL(process.env.MARIADB_SOURCE_URL ?? 'mysql://root@127.0.0.1:3306');

/** Ten columns of the usual kinds. */
const TABLE_DDL = `(id bigint, customer varchar(60), total numeric(12,2), paid boolean, placed timestamp, note text,
  quantity integer, ratio double precision, code varchar(12), shipped date)`;
const generated = (rows: number) => `select i, 'Customer ' || i, i * 1.25, i % 2 = 0, timestamp '2026-01-01' + i * interval '1 second',
  case when i % 10 = 0 then null else 'note ' || i end, i % 1000, i / 7.0, 'C' || (i % 99991), date '2026-01-01' + (i % 365)
  from generate_series(1, ${rows}) i`;

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(2));
/** A throwaway platform database on the PostgreSQL server: its URL and how to drop it. */
async function throwawayPlatformDatabase(suffix: string) {
  const name = `bench_platform_${suffix}`;
  const client = new pg.Client({ connectionString: postgresUrl.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function main() {
  const [scenario, rowsArg] = process.argv.slice(2);
  const rows = Number(rowsArg);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-tools-'));
  const suffix = randomBytes(4).toString('hex');
  const platform = scenario === 'embedded' ? undefined : await throwawayPlatformDatabase(suffix);
  let server: BenchServer | undefined;
  let admin: pg.Client | undefined;
  let maria: mysql.Connection | undefined;
  const schema = `bench_${suffix}`;
  try {
    server = await startServer({
      DATA_DIR: dataDir, DATABASE_URL: platform?.url ?? '', DEMO_SEED: 'true',
      DATABASE_ALLOWED_HOSTS: [...new Set([postgresUrl.hostname, mariaUrl.hostname])].join(','),
    });
    const { base } = server;
    const login = await (await fetch(`${base}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_USERS.owner.username, password: DEMO_PASSWORD }),
    })).json() as { token: { accessToken: string } };
    const authorization = `Bearer ${login.token.accessToken}`;
    const account = await (await fetch(`${base}/users/account`, { headers: { authorization } })).json() as { id: number; accountUserId: number };
    const headers = { authorization, accountId: String(account.id), accountUserId: String(account.accountUserId) };
    const call = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${base}${path}`, {
        method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    };
    const saveConnection = async (body: object) => (await call('POST', '/data-migrate/database', body)).data.id as number;
    const postgresConnection = () => saveConnection({
      databaseName: 'PostgreSQL', engine: 'postgresql', host: postgresUrl.hostname, port: Number(postgresUrl.port || 5432),
      database: postgresUrl.pathname.slice(1), username: postgresUrl.username || 'postgres',
    });

    /** POST migrate-data to the finished job, polled as the console polls. */
    async function timedMigration(sourceId: number, targetId: number, table: { schema: string; name: string }) {
      const started = performance.now();
      const { data } = await call('POST', '/data-migrate/migrate-data', { sourceId, targetId, tables: [table] });
      for (;;) {
        const job = await call('GET', `/data-migrate/migrate-data/jobs/${data.id}`);
        if (!isUnderway(job.status)) {
          const took = seconds(started);
          return { status: job.status, verified: job.tables[0]?.verified ?? false, seconds: took, rowsPerSecondCopiedAndProved: Math.round(rows / took) };
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }

    admin = new pg.Client({ connectionString: postgresUrl.toString() });
    // Signed in, before any data tool has been used (the idle figure of each job below comes after its connections were saved).
    const figures: Record<string, unknown> = { rows, columns: 10, serverStartedRssMb: server.rssMb() };
    if (scenario === 'embedded') {
      const shopDir = join(dataDir, 'databases', String(account.id), 'shop');
      mkdirSync(shopDir, { recursive: true });
      const shop = await PGlite.create(shopDir);
      await shop.exec(`create table orders ${TABLE_DDL}; insert into orders ${generated(rows)}; analyze orders;`);
      await shop.close();
      const embeddedShop = await saveConnection({ databaseName: 'Shop', engine: 'embedded', database: 'shop' });
      const embeddedCopy = await saveConnection({ databaseName: 'Copy', engine: 'embedded', database: 'copy' });
      const { result, memory } = await server.sampledRss(() => timedMigration(embeddedShop, embeddedCopy, { schema: 'public', name: 'orders' }));
      figures.embeddedToEmbedded = { ...result, ...memory };
    } else {
      await admin.connect();
      await admin.query(`create schema ${schema}; create table ${schema}.orders ${TABLE_DDL}; insert into ${schema}.orders ${generated(rows)}; analyze ${schema}.orders`);
    }
    if (scenario === 'migration') {
      maria = await mysql.createConnection({
        host: mariaUrl.hostname, port: Number(mariaUrl.port || 3306), user: mariaUrl.username || 'root', password: decodeURIComponent(mariaUrl.password),
      });
      await maria.query(`create database ${schema}`);
      const postgresId = await postgresConnection();
      const mariaId = await saveConnection({
        databaseName: 'MariaDB', engine: 'mariadb', host: mariaUrl.hostname, port: Number(mariaUrl.port || 3306), database: schema,
        username: mariaUrl.username || 'root', ...(mariaUrl.password ? { password: decodeURIComponent(mariaUrl.password) } : {}),
      });
      const there = await server.sampledRss(() => timedMigration(postgresId, mariaId, { schema, name: 'orders' }));
      figures.postgresToMariaDb = { ...there.result, ...there.memory };
      // Back into PostgreSQL's public schema, under a name of this run.
      await maria.query(`rename table ${schema}.orders to ${schema}.orders_${suffix}`);
      const back = await server.sampledRss(() => timedMigration(mariaId, postgresId, { schema, name: `orders_${suffix}` }));
      figures.mariaDbToPostgres = { ...back.result, ...back.memory };
    }
    if (scenario === 'export') {
      const platformDb = drizzle(platform!.url, { casing: 'snake_case' });
      const [ledger] = await platformDb.insert(apps).values({ name: `Ledger ${suffix}`, type: 'app', published: 'PUBLISHED' }).returning();
      const [instance] = await platformDb.insert(appInstances)
        .values({ accountId: account.id, appId: ledger.id, status: 'ACTIVE', environment: 'Production' }).returning();
      await platformDb.$client.end();
      await call('PUT', `/data-export/instances/${instance.id}/source`, { connectionId: await postgresConnection() });
      const ref = new URLSearchParams({ appId: String(ledger.id), appInstanceId: String(instance.id), schemaName: schema, tableName: 'orders' });
      await call('POST', '/data-export/export-table', { appId: ledger.id, appInstanceId: instance.id, schemaName: schema, tableName: 'orders' });
      const started = performance.now();
      const { result: [job, status], memory } = await server.sampledRss(async () => {
        const queued = await call('GET', `/data-export/send-to-rabbitmq-and-export?${ref}`);
        let polled = queued;
        while (polled.status === 'queued' || polled.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          polled = await call('GET', `/data-export/export-job/${queued.id}`);
        }
        return [queued, polled];
      });
      const took = seconds(started);
      if (status.status !== 'done') throw new Error(`The export ended ${status.status}: ${status.message}`);
      // What the person downloads: the file through its one-minute link, counted as it arrives.
      const { path } = await call('GET', `/data-export/export-job/${job.id}/link`);
      const file = await fetch(`${base}/data-export${path}`);
      const bytes = (await file.arrayBuffer()).byteLength;
      figures.export = {
        seconds: took, rowsPerSecond: Math.round(rows / took), rowsExported: status.result.rows, sheets: status.result.sheets.length,
        downloadedBytes: bytes, contentType: file.headers.get('content-type'), ...memory,
      };
    }
    console.log(JSON.stringify(figures));
  } finally {
    if (scenario !== 'embedded') {
      await admin?.query(`drop schema if exists ${schema} cascade; drop table if exists public.orders_${suffix}`).catch(() => undefined);
      await admin?.end();
    }
    await maria?.query(`drop database if exists ${schema}`).catch(() => undefined);
    await maria?.end();
    await server?.stop();
    await platform?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

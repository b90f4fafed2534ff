// Data migration figures (issue 14): how long a person waits for a table of 200,000 rows to be
// copied and proved, measured over HTTP from POST migrate-data to the job's finished answer, polled
// as the console polls. Embedded to embedded always; PostgreSQL to MariaDB and back when the
// servers answer (POSTGRES_SOURCE_URL, MARIADB_SOURCE_URL, defaults the local ones).
// `BENCH_ONLY=migration npm run bench` prints these alone.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import mysql from 'mysql2/promise';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../server/src/db/connection';
import { loadConfig } from '../server/src/config';
import { buildApp } from '../server/src/app';
import { createUser } from '../server/src/core/userRecords';
import { createAccount } from '../server/src/domains/accounts';
import { adminAppInstanceId } from '../server/src/security/permissions';

const ROWS = 200_000;
const POLL_MS = 250;
const postgresUrl = new URL(process.env.POSTGRES_SOURCE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const mariaUrl = new URL(process.env.MARIADB_SOURCE_URL ?? 'mysql://root@127.0.0.1:3306');

const ORDERS_DDL = `(id bigint, customer varchar(60), total numeric(12,2), paid boolean, placed timestamp, note text)`;
const POSTGRES_ROWS = `select i, 'Customer ' || i, i * 1.25, i % 2 = 0, timestamp '2026-01-01' + i * interval '1 second',
  case when i % 10 = 0 then null else 'note ' || i end from generate_series(1, ${ROWS}) i`;

async function reachable<T>(open: () => Promise<T>): Promise<T | undefined> {
  try {
    return await open();
  } catch {
    return undefined;
  }
}

export async function measureMigration() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-migration-'));
  const suffix = randomBytes(4).toString('hex');
  const database = await openDatabase({ dataDir });
  const app = await buildApp(database, loadConfig({}, {
    dataDir, logLevel: 'silent', consoleDir: undefined, demoSeed: false, databaseAllowedHosts: [postgresUrl.hostname, mariaUrl.hostname],
  }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const figures: Record<string, unknown> = { rows: ROWS };
  let admin: pg.Client | undefined;
  let maria: mysql.Connection | undefined;
  try {
    const user = await createUser(database.db, { username: `migration-bench-${suffix}@demo.local`, firstName: 'Migration', lastName: 'Bench' });
    const { account, accountUserId } = await createAccount(database.db, user.id, {
      businessName: 'Migration Bench Ltd', billingEmail: 'bench@demo.local', billAddress: '1 Bench Road', city: 'Nantes',
      state: 'PdL', country: 'FR', zipcode: '44000', contactPhone: '+33 2 12 34 56 78', description: 'Bench account',
    });
    const { accessToken } = await app.platform.tokens.issue(user.id, user.username);
    const headers = {
      'content-type': 'application/json', authorization: `Bearer ${accessToken}`, accountId: String(account.id),
      accountUserId: String(accountUserId), appInstanceId: String((await adminAppInstanceId(database.db, account.id)) ?? 0),
    };
    const call = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${base}/data-migrate${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const json = await response.json();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    };
    const save = async (body: object) => (await call('POST', '/database', body)).data.id as number;
    async function timedRun(sourceId: number, targetId: number, table: { schema: string; name: string }) {
      const started = performance.now();
      const { data } = await call('POST', '/migrate-data', { sourceId, targetId, tables: [table] });
      for (;;) {
        const job = await call('GET', `/migrate-data/jobs/${data.id}`);
        if (job.status !== 'running') {
          const seconds = (performance.now() - started) / 1000;
          return {
            status: job.status, verified: job.tables[0]?.verified ?? false, seconds: Number(seconds.toFixed(2)),
            rowsPerSecondCopiedAndProved: Math.round(ROWS / seconds), jobRowsPerSecond: job.rowsPerSecond,
          };
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }

    const shopDir = join(dataDir, 'databases', String(account.id), 'shop');
    mkdirSync(shopDir, { recursive: true });
    const shop = await PGlite.create(shopDir);
    await shop.exec(`create table orders ${ORDERS_DDL}; insert into orders ${POSTGRES_ROWS}; analyze orders;`);
    await shop.close();
    const embeddedShop = await save({ databaseName: 'Shop', engine: 'embedded', database: 'shop' });
    const embeddedCopy = await save({ databaseName: 'Copy', engine: 'embedded', database: 'copy' });
    figures.embeddedToEmbedded = await timedRun(embeddedShop, embeddedCopy, { schema: 'public', name: 'orders' });

    admin = await reachable(async () => {
      const client = new pg.Client({ connectionString: postgresUrl.toString() });
      await client.connect();
      return client;
    });
    maria = await reachable(() => mysql.createConnection({
      host: mariaUrl.hostname, port: Number(mariaUrl.port || 3306), user: mariaUrl.username || 'root', password: decodeURIComponent(mariaUrl.password),
    }));
    if (admin && maria) {
      const schema = `bench_${suffix}`;
      await admin.query(`create schema ${schema}; create table ${schema}.orders ${ORDERS_DDL}; insert into ${schema}.orders ${POSTGRES_ROWS}; analyze ${schema}.orders`);
      await maria.query(`create database ${schema}`);
      const postgresId = await save({
        databaseName: 'PostgreSQL', engine: 'postgresql', host: postgresUrl.hostname, port: Number(postgresUrl.port || 5432),
        database: postgresUrl.pathname.slice(1), username: postgresUrl.username || 'postgres',
      });
      const mariaId = await save({
        databaseName: 'MariaDB', engine: 'mariadb', host: mariaUrl.hostname, port: Number(mariaUrl.port || 3306), database: schema,
        username: mariaUrl.username || 'root', ...(mariaUrl.password ? { password: decodeURIComponent(mariaUrl.password) } : {}),
      });
      figures.postgresToMariaDb = await timedRun(postgresId, mariaId, { schema, name: 'orders' });
      // Back into PostgreSQL's public schema, under a name of this run.
      await maria.query(`rename table ${schema}.orders to ${schema}.orders_${suffix}`);
      figures.mariaDbToPostgres = await timedRun(mariaId, postgresId, { schema, name: `orders_${suffix}` });
      await admin.query(`drop schema ${schema} cascade; drop table if exists public.orders_${suffix}`);
      await maria.query(`drop database ${schema}`);
    } else {
      figures.servers = 'PostgreSQL or MariaDB not reachable: embedded only';
    }
  } finally {
    await admin?.end();
    await maria?.end();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

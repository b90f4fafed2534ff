// Database connections against the machine's real PostgreSQL and MariaDB (issue 14 items 1-2):
// needs POSTGRES_SOURCE_URL and MARIADB_SOURCE_URL (npm run test:data-sources, which CI runs), so it
// stays out of npm test, which a machine without those servers must pass.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness';
import { signedInOwner, type SignedInOwner } from '../server/fixtures';

const postgresUrl = new URL(process.env.POSTGRES_SOURCE_URL ?? '');
const mariaUrl = new URL(process.env.MARIADB_SOURCE_URL ?? '');
const suffix = randomBytes(4).toString('hex');
const PG_SCHEMA = `sources_${suffix}`;
const MARIA_DATABASE = `sources_${suffix}`;
const ODD = `price "list" it's`;

describe('connections to real database servers', () => {
  let server: TestServer;
  let owner: SignedInOwner;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl.toString() });
    await admin.connect();
    await admin.query(`create schema ${PG_SCHEMA}; create table ${PG_SCHEMA}.products (id bigint primary key, name text not null, price numeric(10,2), data jsonb, added timestamptz);
      create table ${PG_SCHEMA}."${ODD.replace(/"/g, '""')}" (amount integer)`);
    await admin.end();
    const maria = await mysql.createConnection({ host: mariaUrl.hostname, port: Number(mariaUrl.port || 3306), user: mariaUrl.username || 'root', password: decodeURIComponent(mariaUrl.password) });
    await maria.query(`create database ${MARIA_DATABASE}`);
    await maria.query(`create table ${MARIA_DATABASE}.customers (id int primary key, name varchar(60) not null, born date, vip boolean)`);
    await maria.query(`create table ${MARIA_DATABASE}.\`${ODD}\` (amount int)`);
    await maria.end();
    server = await startTestServer({ dataDir: 'memory://', databaseAllowedHosts: [postgresUrl.hostname, mariaUrl.hostname] });
    owner = await signedInOwner(server, 'Sources Ltd');
  });
  afterAll(async () => {
    await server?.close();
    const admin = new pg.Client({ connectionString: postgresUrl.toString() });
    await admin.connect();
    await admin.query(`drop schema if exists ${PG_SCHEMA} cascade`);
    await admin.end();
    const maria = await mysql.createConnection({ host: mariaUrl.hostname, port: Number(mariaUrl.port || 3306), user: mariaUrl.username || 'root', password: decodeURIComponent(mariaUrl.password) });
    await maria.query(`drop database if exists ${MARIA_DATABASE}`);
    await maria.end();
  });

  const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
    server.app.inject({ method, url: `/data-migrate${url}`, headers: owner.headers, payload });

  const postgres = () => ({
    databaseName: 'Catalogue', engine: 'postgresql', host: postgresUrl.hostname, port: Number(postgresUrl.port || 5432),
    database: postgresUrl.pathname.slice(1), username: postgresUrl.username || 'postgres',
  });
  const mariadb = (password = decodeURIComponent(mariaUrl.password)) => ({
    databaseName: 'Customers', engine: 'mariadb', host: mariaUrl.hostname, port: Number(mariaUrl.port || 3306),
    database: MARIA_DATABASE, username: mariaUrl.username || 'root', ...(password ? { password } : {}),
  });

  it('tests, saves and browses a PostgreSQL database', async () => {
    expect((await call('POST', '/database/test', postgres())).json()).toMatchObject({ ok: true, serverVersion: expect.stringMatching(/^PostgreSQL \d+/) });
    const id = (await call('POST', '/database', postgres())).json().data.id;
    const tables = (await call('POST', '/tableList', { id })).json() as { schema: string; name: string }[];
    expect(tables.filter((t) => t.schema === PG_SCHEMA).map((t) => t.name)).toEqual([ODD, 'products']);
    expect((await call('POST', `/columnList?schemaName=${PG_SCHEMA}&tableName=products`, { id })).json()).toEqual([
      { name: 'id', type: 'bigint', nullable: false },
      { name: 'name', type: 'text', nullable: false },
      { name: 'price', type: 'numeric(10,2)', nullable: true },
      { name: 'data', type: 'jsonb', nullable: true },
      { name: 'added', type: 'timestamp with time zone', nullable: true },
    ]);
    expect((await call('POST', `/columnList?schemaName=${PG_SCHEMA}&tableName=${encodeURIComponent(ODD)}`, { id })).json())
      .toEqual([{ name: 'amount', type: 'integer', nullable: true }]);
  });

  it('tests, saves and browses a MariaDB database', async () => {
    expect((await call('POST', '/database/test', mariadb())).json()).toMatchObject({ ok: true, serverVersion: expect.stringMatching(/^(MariaDB|MySQL) \d+/) });
    const id = (await call('POST', '/database', mariadb())).json().data.id;
    expect((await call('POST', '/tableList', { id })).json()).toEqual([
      { schema: MARIA_DATABASE, name: 'customers', rowEstimate: 0 },
      { schema: MARIA_DATABASE, name: ODD, rowEstimate: 0 },
    ]);
    expect((await call('POST', '/columnList?tableName=customers', { id })).json()).toEqual([
      { name: 'id', type: 'int(11)', nullable: false },
      { name: 'name', type: 'varchar(60)', nullable: false },
      { name: 'born', type: 'date', nullable: true },
      { name: 'vip', type: 'tinyint(1)', nullable: true },
    ]);
    expect((await call('POST', `/columnList?tableName=${encodeURIComponent(ODD)}`, { id })).json()).toEqual([{ name: 'amount', type: 'int(11)', nullable: true }]);
  });

  it('says why a database refuses or does not answer, never repeating the password', async () => {
    const wrong = (await call('POST', '/database/test', mariadb('not-the-password'))).json();
    expect(wrong).toMatchObject({ ok: false, message: expect.stringMatching(/refused the connection: Access denied/) });
    expect(JSON.stringify(wrong)).not.toContain('not-the-password');
    const closed = (await call('POST', '/database/test', { ...postgres(), port: 1 })).json();
    expect(closed).toMatchObject({ ok: false, message: `Nothing answers at ${postgresUrl.hostname}:1` });
    // A saved connection that stops answering: browsing says so.
    const id = (await call('POST', '/database', { ...postgres(), databaseName: 'Gone', port: 1 })).json().data.id;
    const res = await call('POST', '/tableList', { id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Nothing answers at ${postgresUrl.hostname}:1`);
  });
});

// Talking to a connection's database, read-only for now: its server version, its tables and a
// table's columns. PostgreSQL through pg, MariaDB/MySQL through mysql2, embedded through PGlite.
// A server's host is resolved once and every address checked (security/addressPolicy.ts), then
// the driver connects to the checked address, so a name cannot switch to a private one in between.
// Names the user gives (schema, table) travel as query parameters, never inside the SQL.
import { lookup } from 'node:dns/promises';
import pg from 'pg';
import mysql from 'mysql2/promise';
import type { PGlite } from '@electric-sql/pglite';
import { AllowedHosts, checkAddresses, PolicyError } from '../security/addressPolicy';
import type { ColumnInfo, TableInfo } from '../../../contract/databases';
import { DEFAULT_PORTS, type DatabaseEngine } from '../../../contract/databasesRules';
import type { EmbeddedDatabases } from './embeddedDatabases';

export interface ConnectionSpec {
  accountId: number;
  engine: DatabaseEngine;
  host: string | null;
  port: number | null;
  database: string;
  username: string | null;
  password: string | null;
}

export interface DataSource {
  serverVersion(): Promise<string>;
  tables(): Promise<TableInfo[]>;
  /** Undefined when the table does not exist. */
  columns(schema: string | undefined, table: string): Promise<ColumnInfo[] | undefined>;
  close(): Promise<void>;
}

/** The database could not be reached or refused: the message says why, for the person to act on. */
export class DataSourceError extends Error {}

export interface DataSourcePolicy {
  allowed: AllowedHosts;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

const TABLE_LIMIT = 5000;

/** Rows from a PostgreSQL-speaking database (a server or PGlite). */
type PgQuery = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

function pgLikeSource(query: PgQuery, close: () => Promise<void>): DataSource {
  return {
    async serverVersion() {
      const [row] = await query('show server_version', []);
      return `PostgreSQL ${String(row.server_version)}`;
    },
    async tables() {
      const rows = await query(`select n.nspname as schema, c.relname as name, greatest(c.reltuples, 0)::bigint as row_estimate
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        order by 1, 2 limit ${TABLE_LIMIT}`, []);
      return rows.map((r) => ({ schema: String(r.schema), name: String(r.name), rowEstimate: Number(r.row_estimate) }));
    },
    async columns(schema, table) {
      const rows = await query(`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by a.attnum`, [schema ?? 'public', table]);
      return rows.length ? rows.map((r) => ({ name: String(r.name), type: String(r.type), nullable: Boolean(r.nullable) })) : undefined;
    },
    close,
  };
}

async function checkedAddress(host: string, allowed: AllowedHosts): Promise<string> {
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw new DataSourceError(`${host} could not be found`);
  }
  try {
    checkAddresses(host, addresses, allowed);
  } catch (error) {
    if (error instanceof PolicyError) throw new DataSourceError(error.message);
    throw error;
  }
  return addresses[0];
}

/** The driver's refusal in words a person acts on; the password never appears in it. */
function reachError(spec: ConnectionSpec, error: unknown): DataSourceError {
  const { code, message } = error as { code?: string; message?: string };
  const where = `${spec.host}:${spec.port ?? DEFAULT_PORTS[spec.engine as keyof typeof DEFAULT_PORTS]}`;
  if (code === 'ECONNREFUSED') return new DataSourceError(`Nothing answers at ${where}`);
  if (code === 'ETIMEDOUT' || /timeout/i.test(message ?? '')) return new DataSourceError(`${where} did not answer in time`);
  return new DataSourceError(`The database refused the connection: ${message ?? code ?? 'unknown error'}`);
}

async function openPostgres(spec: ConnectionSpec, policy: DataSourcePolicy): Promise<DataSource> {
  const client = new pg.Client({
    host: await checkedAddress(spec.host!, policy.allowed), port: spec.port ?? DEFAULT_PORTS.postgresql,
    database: spec.database, user: spec.username ?? undefined, password: spec.password ?? undefined,
    connectionTimeoutMillis: policy.connectTimeoutMs, statement_timeout: policy.statementTimeoutMs,
    query_timeout: policy.statementTimeoutMs, application_name: 'platform-console',
  });
  client.on('error', () => undefined); // a dropped connection fails the running query; nothing else listens
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw reachError(spec, error);
  }
  return pgLikeSource(async (text, params) => (await client.query(text, params)).rows, () => client.end());
}

async function openMariaDb(spec: ConnectionSpec, policy: DataSourcePolicy): Promise<DataSource> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({
      host: await checkedAddress(spec.host!, policy.allowed), port: spec.port ?? DEFAULT_PORTS.mariadb,
      database: spec.database, user: spec.username ?? undefined, password: spec.password ?? undefined,
      connectTimeout: policy.connectTimeoutMs, dateStrings: true, supportBigNumbers: true, bigNumberStrings: true,
    });
  } catch (error) {
    if (error instanceof DataSourceError) throw error;
    throw reachError(spec, error);
  }
  connection.on('error', () => undefined);
  const query = async (sql: string, params: unknown[]) =>
    (await connection.query({ sql, timeout: policy.statementTimeoutMs }, params))[0] as Record<string, unknown>[];
  return {
    async serverVersion() {
      const [row] = await query('select version() as version', []);
      return String(row.version).includes('MariaDB') ? `MariaDB ${String(row.version).split('-')[0]}` : `MySQL ${String(row.version)}`;
    },
    async tables() {
      const rows = await query(`select table_schema as \`schema\`, table_name as name, coalesce(table_rows, 0) as row_estimate
        from information_schema.tables where table_schema = database() and table_type = 'BASE TABLE'
        order by table_name limit ${TABLE_LIMIT}`, []);
      return rows.map((r) => ({ schema: String(r.schema), name: String(r.name), rowEstimate: Number(r.row_estimate) }));
    },
    async columns(schema, table) {
      const rows = await query(`select column_name as name, column_type as type, is_nullable = 'YES' as nullable
        from information_schema.columns where table_schema = coalesce(?, database()) and table_name = ?
        order by ordinal_position`, [schema ?? null, table]);
      return rows.length ? rows.map((r) => ({ name: String(r.name), type: String(r.type), nullable: Boolean(Number(r.nullable)) })) : undefined;
    },
    close: () => connection.end(),
  };
}

function embeddedSource(database: PGlite): DataSource {
  // The embedded database stays open for the next call (embeddedDatabases.ts closes it with the server).
  return pgLikeSource(async (text, params) => (await database.query<Record<string, unknown>>(text, params)).rows, async () => undefined);
}

export async function openDataSource(spec: ConnectionSpec, policy: DataSourcePolicy, embedded: EmbeddedDatabases): Promise<DataSource> {
  switch (spec.engine) {
    case 'postgresql': return openPostgres(spec, policy);
    case 'mariadb': return openMariaDb(spec, policy);
    case 'embedded': return embeddedSource(await embedded.open(spec.accountId, spec.database));
  }
}

/** Opens, runs `work`, and always closes. */
export async function withDataSource<T>(
  spec: ConnectionSpec, policy: DataSourcePolicy, embedded: EmbeddedDatabases, work: (source: DataSource) => Promise<T>,
): Promise<T> {
  const source = await openDataSource(spec, policy, embedded);
  try {
    return await work(source);
  } catch (error) {
    if (error instanceof DataSourceError) throw error;
    throw new DataSourceError(`The database answered with an error: ${(error as Error).message}`);
  } finally {
    await source.close().catch(() => undefined);
  }
}

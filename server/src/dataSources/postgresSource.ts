// PostgreSQL-speaking databases: a server through pg, or an embedded PGlite. Rows are read with a
// cursor, every value cast to text (so each type arrives in its own exact text form), and written
// with COPY ... FORMAT csv.
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { PGlite } from '@electric-sql/pglite';
import {
  checkedAddress, DataSourceError, portOf, reachError, RowRefused, TABLE_LIMIT, type ConnectionSpec, type DataSource, type DataSourcePolicy, type TableRef,
} from './dataSource';
import { csvLine, postgresText } from './rawValues';
import { IDENTITY_QUERY } from './platformDatabase';

type Rows = Record<string, unknown>[];
type Query = (text: string, params: unknown[]) => Promise<Rows>;
type ArrayQuery = (text: string) => Promise<unknown[][]>;

interface PostgresParts {
  query: Query;
  /** Runs `work` in one transaction, with a query answering rows as arrays. */
  inTransaction(work: (query: ArrayQuery) => Promise<void>): Promise<void>;
  /** Runs a COPY ... FROM with `csv` as its input. */
  copyIn(copyFromSource: (source: string) => string, csv: string): Promise<void>;
  close(): Promise<void>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (table: TableRef) => `${ident(table.schema)}.${ident(table.name)}`;

/** COPY names the refused line in its context ("COPY t, line 3, column x: ..."). */
function refusedRow(error: unknown): RowRefused {
  const { message, where } = error as { message?: string; where?: string };
  const line = /line (\d+)/.exec(where ?? '')?.[1];
  return new RowRefused(line ? Number(line) - 1 : undefined, message ?? String(error));
}

function postgresLikeSource({ query, inTransaction, copyIn, close }: PostgresParts): DataSource {
  return {
    family: 'postgresql',
    defaultSchema: 'public',
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
    async countRows(table) {
      const [row] = await query(`select count(*)::text as n from ${qualified(table)}`, []);
      return Number(row.n);
    },
    async readRows(table, columns, batchRows, onBatch) {
      await inTransaction(async (arrays) => {
        await arrays("set local time zone 'UTC'");
        await arrays(`declare table_rows no scroll cursor for select ${columns.map((c) => `${ident(c)}::text`).join(', ')} from ${qualified(table)}`);
        for (;;) {
          const rows = await arrays(`fetch ${Math.trunc(batchRows)} from table_rows`);
          if (!rows.length) break;
          await onBatch(rows as (string | null)[][]);
        }
      });
    },
    async readPage(table, columns, { orderBy, limit, offset }) {
      // Ties of the sort column keep one order from page to page (ctid, the row's place).
      const order = orderBy ? ` order by ${ident(orderBy.column)} ${orderBy.direction === 'desc' ? 'desc' : 'asc'}, ctid` : '';
      const rows = await query(`select ${columns.map((c, i) => `${ident(c)}::text as c${i}`).join(', ')} from ${qualified(table)}${order} limit $1 offset $2`, [limit, offset]);
      return rows.map((row) => columns.map((_, i) => (row[`c${i}`] ?? null) as string | null));
    },
    async createTable(table, columns) {
      if (table.schema !== 'public') await query(`create schema if not exists ${ident(table.schema)}`, []);
      const definitions = columns.map((c) => `${ident(c.name)} ${c.type}${c.nullable ? '' : ' not null'}`);
      await query(`create table ${qualified(table)} (${definitions.join(', ')})`, []);
    },
    async dropTable(table) {
      await query(`drop table if exists ${qualified(table)}`, []);
    },
    async writeRows(table, columns, rows) {
      const csv = rows.map((row) => csvLine(row.map((value, i) => postgresText(columns[i].kind, value)))).join('');
      try {
        await copyIn((source) => `copy ${qualified(table)} (${columns.map((c) => ident(c.name)).join(', ')}) from ${source} with (format csv)`, csv);
      } catch (error) {
        throw refusedRow(error);
      }
    },
    close,
  };
}

export async function openPostgres(spec: ConnectionSpec, policy: DataSourcePolicy): Promise<DataSource> {
  const client = new pg.Client({
    host: await checkedAddress(spec, policy), port: portOf(spec),
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
  const refusal = await platformRefusal(client, policy);
  if (refusal) {
    await client.end().catch(() => undefined);
    throw new DataSourceError(refusal);
  }
  return postgresLikeSource({
    query: async (text, params) => (await client.query(text, params)).rows,
    async inTransaction(work) {
      await client.query('begin');
      try {
        await work(async (text) => (await client.query({ text, rowMode: 'array' })).rows);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    },
    copyIn: (copySql, csv) => pipeline(Readable.from([csv]), client.query(copyFrom(copySql('stdin')))),
    close: () => client.end(),
  });
}

/** The platform's own server, recognised by its identity whatever address reached it (platformDatabase.ts). */
async function platformRefusal(client: pg.Client, policy: DataSourcePolicy): Promise<string | undefined> {
  // An engine that speaks PostgreSQL without pg_control_system is not the platform's database.
  const identity = await client.query<{ system_id: string; database: string }>(IDENTITY_QUERY).then(({ rows: [row] }) => row, () => undefined);
  return identity && policy.platform.refusalByIdentity({ systemId: identity.system_id, database: identity.database });
}

export function embeddedSource(database: PGlite): DataSource {
  // The embedded database stays open for the next call (embeddedDatabases.ts closes it with the server).
  return postgresLikeSource({
    query: async (text, params) => (await database.query<Record<string, unknown>>(text, params)).rows,
    inTransaction: (work) => database.transaction(async (tx) => {
      await work(async (text) => (await tx.query<unknown[]>(text, [], { rowMode: 'array' })).rows);
    }),
    copyIn: async (copySql, csv) => {
      await database.query(copySql("'/dev/blob'"), [], { blob: new Blob([csv]) });
    },
    close: async () => undefined,
  });
}

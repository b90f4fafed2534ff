// MariaDB and MySQL through mysql2. Sessions run in UTC and strict mode, so a value the table cannot
// hold is refused instead of silently cut. Rows stream from the server (the driver pauses the socket
// while a batch is written), arriving as text, bytes (blob, binary, bit) as Buffers; rows are
// written in bulk with LOAD DATA LOCAL INFILE (from memory, never a file), in a transaction that any
// warning rolls back: a LOCAL load turns refusals into warnings and goes on, so a warned batch is
// written again as multi-row INSERTs, which strict mode refuses, to name the row.
import { Readable } from 'node:stream';
import mysql, { type ResultSetHeader } from 'mysql2/promise';
import type { Connection as CoreConnection, TypeCastField, TypeCastNext } from 'mysql2';
import {
  checkedAddress, DataSourceError, portOf, reachError, RowRefused, TABLE_LIMIT, type ConnectionSpec, type DataSource, type DataSourcePolicy, type TableRef,
} from './dataSource';
import { loadDataLine, mariaDbParameter, type ColumnDefinition, type RawRow } from './rawValues';

const ident = (name: string) => `\`${name.replace(/`/g, '``')}\``;
const qualified = (table: TableRef) => `${ident(table.schema)}.${ident(table.name)}`;
/** Placeholders in one statement stay well under the protocol's 65,535. */
const PLACEHOLDERS_MAX = 60_000;
const BYTE_TYPES = new Set(['BIT', 'TINY_BLOB', 'MEDIUM_BLOB', 'LONG_BLOB', 'BLOB', 'STRING', 'VAR_STRING', 'GEOMETRY']);

/** Every value raw: bytes for the byte-holding types (text arrives there as UTF-8), text for the rest. */
const rawValue = (field: TypeCastField, _next: TypeCastNext) => (BYTE_TYPES.has(field.type) ? field.buffer() : field.string());

export async function openMariaDb(spec: ConnectionSpec, policy: DataSourcePolicy): Promise<DataSource> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({
      host: await checkedAddress(spec, policy), port: portOf(spec),
      database: spec.database, user: spec.username ?? undefined, password: spec.password ?? undefined,
      connectTimeout: policy.connectTimeoutMs, dateStrings: true, supportBigNumbers: true, bigNumberStrings: true,
    });
    await connection.query("set session time_zone = '+00:00', sql_mode = 'STRICT_ALL_TABLES,NO_ENGINE_SUBSTITUTION'");
  } catch (error) {
    if (error instanceof DataSourceError) throw error;
    throw reachError(spec, error);
  }
  connection.on('error', () => undefined);
  const query = async (sql: string, params: unknown[]) =>
    (await connection.query({ sql, timeout: policy.statementTimeoutMs }, params))[0] as Record<string, unknown>[];

  /** False once the server refuses LOAD DATA LOCAL itself (local_infile off): INSERTs only from then on. */
  let bulkLoad = true;

  /** Writes the rows in one LOAD DATA; false when it was refused or warned (nothing is written then). */
  async function load(table: TableRef, columns: ColumnDefinition[], values: (string | number | Buffer | null)[][]): Promise<boolean> {
    // Bytes travel as hex into a variable, unhexed on the way in: raw bytes would meet the character set.
    const targets = columns.map((c, i) => (c.kind === 'bytes' ? `@v${i}` : ident(c.name)));
    const sets = columns.flatMap((c, i) => (c.kind === 'bytes' ? [`${ident(c.name)} = unhex(@v${i})`] : []));
    const text = values.map((row) => loadDataLine(row.map((v) => (v === null ? null : Buffer.isBuffer(v) ? v.toString('hex') : String(v))))).join('');
    await connection.query('start transaction');
    try {
      const [result] = await connection.query({
        sql: `load data local infile 'rows' into table ${qualified(table)} character set utf8mb4 (${targets.join(', ')})${sets.length ? ` set ${sets.join(', ')}` : ''}`,
        infileStreamFactory: () => Readable.from([Buffer.from(text)]), timeout: policy.statementTimeoutMs,
      } as mysql.QueryOptions);
      if ((result as ResultSetHeader).warningStatus > 0) {
        await connection.query('rollback');
        return false;
      }
      await connection.query('commit');
      return true;
    } catch {
      await connection.query('rollback');
      bulkLoad = false;
      return false;
    }
  }

  async function insert(table: TableRef, columns: string[], rows: unknown[][]) {
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    await connection.query({ sql: `insert into ${qualified(table)} (${columns.map(ident).join(', ')}) values ${rows.map(() => tuple).join(', ')}`, timeout: policy.statementTimeoutMs }, rows.flat());
  }

  return {
    family: 'mariadb',
    defaultSchema: spec.database,
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
    async countRows(table) {
      const [row] = await query(`select count(*) as n from ${qualified(table)}`, []);
      return Number(row.n);
    },
    async readRows(table, columns, batchRows, onBatch) {
      // The promise wrapper has no streams: the driver's own connection underneath has.
      const core = (connection as unknown as { connection: CoreConnection }).connection;
      const stream = core
        .query({ sql: `select ${columns.map(ident).join(', ')} from ${qualified(table)}`, rowsAsArray: true, typeCast: rawValue })
        .stream({ highWaterMark: batchRows });
      let batch: RawRow[] = [];
      for await (const row of stream) {
        batch.push(row as RawRow);
        if (batch.length >= batchRows) {
          await onBatch(batch);
          batch = [];
        }
      }
      if (batch.length) await onBatch(batch);
    },
    async readPage(table, columns, { orderBy, limit, offset }) {
      const order = orderBy ? ` order by ${ident(orderBy.column)} ${orderBy.direction === 'desc' ? 'desc' : 'asc'}` : '';
      const [rows] = await connection.query({
        sql: `select ${columns.map(ident).join(', ')} from ${qualified(table)}${order} limit ? offset ?`, rowsAsArray: true, typeCast: rawValue, timeout: policy.statementTimeoutMs,
      }, [limit, offset]);
      return rows as unknown as RawRow[];
    },
    async createTable(table, columns) {
      const definitions = columns.map((c) => `${ident(c.name)} ${c.type}${c.nullable ? '' : ' not null'}`);
      await query(`create table ${qualified(table)} (${definitions.join(', ')}) default charset = utf8mb4`, []);
    },
    async dropTable(table) {
      await query(`drop table if exists ${qualified(table)}`, []);
    },
    async writeRows(table, columns, rows) {
      const names = columns.map((c) => c.name);
      const values = rows.map((row) => row.map((value, i) => mariaDbParameter(columns[i].kind, value)));
      if (bulkLoad && (await load(table, columns, values))) return;
      const perStatement = Math.max(1, Math.floor(PLACEHOLDERS_MAX / Math.max(1, names.length)));
      for (let start = 0; start < values.length; start += perStatement) {
        const part = values.slice(start, start + perStatement);
        try {
          await insert(table, names, part);
        } catch (error) {
          // A refused statement writes none of its rows: one at a time finds the row to name.
          for (let i = 0; i < part.length; i += 1) {
            try {
              await insert(table, names, [part[i]]);
            } catch (refused) {
              throw new RowRefused(start + i, (refused as Error).message);
            }
          }
          throw new RowRefused(undefined, (error as Error).message);
        }
      }
    },
    close: () => connection.end(),
  };
}

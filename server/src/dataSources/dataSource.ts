// What a connection's database offers the domains, whatever its engine: its catalogue (version,
// tables, columns) and, for data migration, reading a table in batches and writing a new one.
// A server's host is resolved once and every address checked (security/addressPolicy.ts), then
// the driver connects to the checked address, so a name cannot switch to a private one in between.
// No connection reaches the platform's own database (platformDatabase.ts).
// Names the user gives (schema, table) travel as query parameters or quoted identifiers, never as SQL.
import { lookup } from 'node:dns/promises';
import { AllowedHosts, checkAddresses, PolicyError } from '../security/addressPolicy';
import type { ColumnInfo, TableInfo } from '../../../contract/databases';
import { DEFAULT_PORTS, type DatabaseEngine } from '../../../contract/databasesRules';
import type { EngineFamily } from '../../../contract/migrationRules';
import type { ColumnDefinition, RawRow } from './rawValues';
import type { PlatformDatabase } from './platformDatabase';

export interface ConnectionSpec {
  accountId: number;
  engine: DatabaseEngine;
  host: string | null;
  port: number | null;
  database: string;
  username: string | null;
  password: string | null;
}

export interface TableRef {
  schema: string;
  name: string;
}

/** A page of a table: `orderBy.column` is one of the table's columns (the caller checks it against columns()). */
export interface RowPage {
  orderBy?: { column: string; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

export interface DataSource {
  family: EngineFamily;
  /** Where a new table goes: public, or the MariaDB connection's database. */
  defaultSchema: string;
  serverVersion(): Promise<string>;
  tables(): Promise<TableInfo[]>;
  /** Undefined when the table does not exist. */
  columns(schema: string | undefined, table: string): Promise<ColumnInfo[] | undefined>;
  countRows(table: TableRef): Promise<number>;
  /** Every row, in batches of raw values in `columns`' order, in no particular order; never the whole table at once. */
  readRows(table: TableRef, columns: string[], batchRows: number, onBatch: (rows: RawRow[]) => Promise<void>): Promise<void>;
  /** One page of rows (raw values in `columns`' order), sorted by one of the columns when asked: data export's view data. */
  readPage(table: TableRef, columns: string[], page: RowPage): Promise<RawRow[]>;
  createTable(table: TableRef, columns: ColumnDefinition[]): Promise<void>;
  dropTable(table: TableRef): Promise<void>;
  /** Appends rows; a refused row throws RowRefused, naming the row when the engine says which. */
  writeRows(table: TableRef, columns: ColumnDefinition[], rows: RawRow[]): Promise<void>;
  close(): Promise<void>;
}

/** The database could not be reached or refused: the message says why, for the person to act on. */
export class DataSourceError extends Error {}

/** The target refused a row: `index` is its place in the batch written, when known. */
export class RowRefused extends Error {
  constructor(readonly index: number | undefined, message: string) {
    super(message);
  }
}

export interface DataSourcePolicy {
  allowed: AllowedHosts;
  /** The platform's own database, which no connection may reach (platformDatabase.ts). */
  platform: PlatformDatabase;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

export const TABLE_LIMIT = 5000;

/**
 * The address to connect to for a server connection: its host resolved once, every address allowed
 * (addressPolicy.ts), and none of them the platform's own database server at the connection's port.
 */
export async function checkedAddress(spec: ConnectionSpec, policy: DataSourcePolicy): Promise<string> {
  const host = spec.host!;
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw new DataSourceError(`${host} could not be found`);
  }
  try {
    checkAddresses(host, addresses, policy.allowed);
  } catch (error) {
    if (error instanceof PolicyError) throw new DataSourceError(error.message);
    throw error;
  }
  const refusal = await policy.platform.refusalByAddress({ port: portOf(spec), database: spec.database, addresses });
  if (refusal) throw new DataSourceError(refusal);
  return addresses[0];
}

export const portOf = (spec: ConnectionSpec) => spec.port ?? DEFAULT_PORTS[spec.engine as keyof typeof DEFAULT_PORTS];

/** The driver's refusal in words a person acts on; the password never appears in it. */
export function reachError(spec: ConnectionSpec, error: unknown): DataSourceError {
  const { code, message } = error as { code?: string; message?: string };
  const where = `${spec.host}:${portOf(spec)}`;
  if (code === 'ECONNREFUSED') return new DataSourceError(`Nothing answers at ${where}`);
  if (code === 'ETIMEDOUT' || /timeout/i.test(message ?? '')) return new DataSourceError(`${where} did not answer in time`);
  return new DataSourceError(`The database refused the connection: ${message ?? code ?? 'unknown error'}`);
}

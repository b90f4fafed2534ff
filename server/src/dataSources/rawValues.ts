// Row values as they travel between engines: read raw (PostgreSQL's text form, MariaDB's text form,
// bytes as a Buffer), and written in the form the target engine parses. The column's ValueKind
// (contract/migrationRules.ts) says which conversions apply; everything else travels as text.
import type { ValueKind } from '../../../contract/migrationRules';

export type RawValue = string | Buffer | null;
export type RawRow = RawValue[];

/** A column as written: its name, the type it gets in the target, and how its values convert. */
export interface ColumnDefinition {
  name: string;
  type: string;
  nullable: boolean;
  kind: ValueKind;
}

const hexOf = (value: string | Buffer) => (Buffer.isBuffer(value) ? value.toString('hex') : value.replace(/^\\x/, ''));
const isTrue = (value: string) => value === 't' || value === 'true' || value === '1';

/** A value in PostgreSQL's text input form (what COPY reads). */
export function postgresText(kind: ValueKind, value: RawValue): string | null {
  if (value === null) return null;
  if (kind === 'bytes') return `\\x${hexOf(value)}`;
  const text = value.toString();
  if (kind === 'boolean') return isTrue(text) ? 'true' : 'false';
  return text;
}

/** A value as a MariaDB statement parameter. */
export function mariaDbParameter(kind: ValueKind, value: RawValue): string | number | Buffer | null {
  if (value === null) return null;
  if (kind === 'bytes') return Buffer.isBuffer(value) ? value : Buffer.from(hexOf(value), 'hex');
  const text = value.toString();
  if (kind === 'boolean') return isTrue(text) ? 1 : 0;
  // Sessions run in UTC: a PostgreSQL time stamp's "+00" offset is the only one that can come.
  if (kind === 'timestamp') return text.replace(/[+-]00(?::?00)?$/, '');
  return text;
}

const LOAD_DATA_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\\0' };

/** One line of LOAD DATA's default text format: tabs between fields, `\N` for NULL, backslash escapes. */
export function loadDataLine(values: (string | null)[]): string {
  return `${values.map((v) => (v === null ? '\\N' : v.replace(/[\\\t\n\r\0]/g, (c) => LOAD_DATA_ESCAPES[c]))).join('\t')}\n`;
}

/** One CSV line for COPY ... (FORMAT csv): NULL unquoted and empty, every value quoted. */
export function csvLine(values: (string | null)[]): string {
  return `${values.map((v) => (v === null ? '' : `"${v.replace(/"/g, '""')}"`)).join(',')}\n`;
}

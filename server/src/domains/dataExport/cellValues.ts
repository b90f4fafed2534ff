// A value as it goes into a spreadsheet cell. Values arrive in their engine's text form (the data
// source's readRows); numbers and booleans become Excel numbers and booleans only when Excel holds
// them exactly; dates and timestamps become Excel dates (PostgreSQL's date, timestamp and timestamptz,
// read in UTC; MariaDB's date and datetime) when Excel can show them (1900-03-01 to 9999-12-31, to
// the millisecond). Anything else (big integers, long decimals, infinity, BC dates, JSON, bytes)
// stays the exact text the database gave. A text longer than a cell holds is cut, and counted.
import type { ValueKind } from '../../../../contract/migrationRules';
import { CELL_TEXT_LIMIT } from '../../../../contract/dataExportRules';

export type RawValue = string | Buffer | null;
export type CellValue = string | number | boolean | Date | null;

const TRUE_TEXTS = new Set(['t', 'true', '1']);
const FALSE_TEXTS = new Set(['f', 'false', '0']);

/** A number whose text form reads back identically: Excel shows it as the database holds it. */
function exactNumber(text: string): number | undefined {
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  if (String(value) === text) return value;
  // Trailing zeros of a decimal (12.50) or a float's exponent form are the same number.
  if (/^-?\d+\.\d*?0+$/.test(text) && String(value) === text.replace(/\.?0+$/, '')) return value;
  return undefined;
}

/** YYYY-MM-DD, then optionally a time with a fraction, then optionally a UTC offset (+00, +05:30, -0800). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?)?(?:([+-])(\d{2})(?::?(\d{2}))?)?$/;
/** Excel's first date that is right (its 1900 calendar has a 29 February that never was) and its last. */
const EXCEL_FIRST = Date.UTC(1900, 2, 1);
const EXCEL_LAST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The instant a date or timestamp text names, as a UTC Date (a wall-clock time without offset is taken as UTC). */
export function dateOf(text: string): Date | undefined {
  const m = DATE_TIME.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', sec = '0', fraction = '', sign, oh = '0', om = '0'] = m;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec), ms);
  const check = new Date(local);
  // 2024-02-30 rolls over to March: not a date.
  if (check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return undefined;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000 : 0;
  const at = local - offset;
  return at >= EXCEL_FIRST && at <= EXCEL_LAST ? new Date(at) : undefined;
}

/** The Excel number format of a kind's cells: dates and timestamps shown in ISO order. */
export function numberFormatOf(kind: ValueKind): string | undefined {
  if (kind === 'date') return 'yyyy-mm-dd';
  if (kind === 'timestamp') return 'yyyy-mm-dd hh:mm:ss';
  return undefined;
}

export interface CellCounts {
  cut: number;
}

export function cellOf(kind: ValueKind, raw: RawValue, counts: CellCounts): CellValue {
  if (raw === null) return null;
  const text = Buffer.isBuffer(raw) ? (kind === 'bytes' ? `\\x${raw.toString('hex')}` : raw.toString('utf8')) : raw;
  switch (kind) {
    case 'integer':
    case 'decimal':
    case 'float4':
    case 'float8': {
      const value = exactNumber(text);
      if (value !== undefined && (kind !== 'integer' || Number.isSafeInteger(value))) return value;
      break;
    }
    case 'date':
    case 'timestamp': {
      const at = dateOf(text);
      if (at) return at;
      break;
    }
    case 'boolean':
      if (TRUE_TEXTS.has(text)) return true;
      if (FALSE_TEXTS.has(text)) return false;
      break;
    default:
      break;
  }
  if (text.length > CELL_TEXT_LIMIT) {
    counts.cut += 1;
    return text.slice(0, CELL_TEXT_LIMIT);
  }
  return text;
}

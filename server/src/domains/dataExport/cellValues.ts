// A value as it goes into a spreadsheet cell. Values arrive in their engine's text form (the data
// source's readRows); numbers and booleans become Excel numbers and booleans only when Excel holds
// them exactly, anything else (big integers, long decimals, dates with their zones, JSON, bytes)
// stays the exact text the database gave. A text longer than a cell holds is cut, and counted.
import type { ValueKind } from '../../../../contract/migrationRules';
import { CELL_TEXT_LIMIT } from '../../../../contract/dataExportRules';

export type RawValue = string | Buffer | null;
export type CellValue = string | number | boolean | null;

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

// The proof of a copy: each row's values in one canonical form per kind of value (so PostgreSQL's
// "true" and MariaDB's "1", or "12.50" and "12.5", read the same), hashed, and the row hashes summed
// modulo 2^64. The sum ignores row order (the two engines read in different orders) but not a
// missing, extra, repeated or changed row.
import { hash } from 'node:crypto';
import type { ValueKind } from '../../../../../contract/migrationRules';
import type { RawValue } from '../../../dataSources/rawValues';

/** Trailing zeros of a fraction say nothing: 12.50 is 12.5, 3.000 is 3. */
const withoutTrailingZeros = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedJson((value as Record<string, unknown>)[key])]));
  }
  return value;
}

export function canonicalValue(kind: ValueKind, value: RawValue): string {
  if (value === null) return '\u0000';
  if (kind === 'bytes') return Buffer.isBuffer(value) ? value.toString('hex') : value.replace(/^\\x/, '');
  const text = value.toString();
  switch (kind) {
    case 'integer': return text.trim();
    case 'decimal': return withoutTrailingZeros(text.trim()).replace(/^-0$/, '0');
    case 'float4': return Number(text).toPrecision(6);
    case 'float8': return Number(text).toPrecision(15);
    case 'boolean': return text === 't' || text === 'true' || text === '1' ? 't' : 'f';
    case 'timestamp': {
      const [date, time = ''] = text.replace('T', ' ').replace(/[+-]00(?::?00)?$/, '').split(' ');
      return `${date} ${withoutTrailingZeros(time)}`;
    }
    case 'time': return withoutTrailingZeros(text);
    case 'json':
      try {
        return JSON.stringify(sortedJson(JSON.parse(text)));
      } catch {
        return text;
      }
    default: return text;
  }
}

/** Sums row hashes as they are read, batch by batch. */
export class TableChecksum {
  /** Adding into a 64-bit unsigned cell wraps: the sum is kept modulo 2^64 by the array itself. */
  private readonly sum = new BigUint64Array(1);
  rows = 0;

  constructor(private readonly kinds: ValueKind[]) {}

  add(rows: RawValue[][]): void {
    for (const row of rows) {
      // One string per row, hashed at once: a hash object per row cost more than the copy.
      let text = '';
      for (let i = 0; i < row.length; i += 1) text += `${canonicalValue(this.kinds[i], row[i])}\u001f`;
      this.sum[0] += (hash('sha256', text, 'buffer') as Buffer).readBigUInt64BE(0);
      this.rows += 1;
    }
  }

  toString(): string {
    return this.sum[0].toString(16).padStart(16, '0');
  }
}

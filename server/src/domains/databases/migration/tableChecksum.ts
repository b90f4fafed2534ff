// The proof of a copy: each row's values in one canonical form per kind of value (so PostgreSQL's
// "true" and MariaDB's "1", or "12.50" and "12.5", read the same), hashed, and the row hashes summed
// modulo 2^64. The sum ignores row order (the two engines read in different orders) but not a
// missing, extra, repeated or changed row.
import { createHash } from 'node:crypto';
import type { ValueKind } from '../../../../../contract/migrationRules';
import type { RawValue } from '../../../dataSources/rawValues';

const MODULUS = 1n << 64n;

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
  private sum = 0n;
  rows = 0;

  constructor(private readonly kinds: ValueKind[]) {}

  add(rows: RawValue[][]): void {
    for (const row of rows) {
      const hash = createHash('sha256');
      row.forEach((value, i) => hash.update(canonicalValue(this.kinds[i], value)).update('\u001f'));
      this.sum = (this.sum + hash.digest().readBigUInt64BE(0)) % MODULUS;
      this.rows += 1;
    }
  }

  toString(): string {
    return this.sum.toString(16).padStart(16, '0');
  }
}

// The migration's proof (tableChecksum.ts): the same rows read from two engines sum to the same
// checksum whatever their order and spelling; a changed, missing or repeated row does not.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TableChecksum } from '../../server/src/domains/databases/migration/tableChecksum';
import type { ValueKind } from '../../contract/migrationRules';

const kinds: ValueKind[] = ['integer', 'decimal', 'boolean', 'text'];
const checksum = (rows: (string | null)[][]) => {
  const sum = new TableChecksum(kinds);
  sum.add(rows);
  return sum.toString();
};

describe('table checksum', () => {
  const postgres = [['1', '12.50', 't', 'Zoë'], ['2', '3.000', 'f', null], ['3', '-0.10', 't', 'a\u001fb']];
  const mariaDb = [['3', '-0.1', '1', 'a\u001fb'], ['1', '12.5', '1', 'Zoë'], ['2', '3', '0', null]];

  it('is the same for the same rows in another order and spelling', () => {
    expect(checksum(mariaDb)).toBe(checksum(postgres));
  });

  it('is the sum modulo 2^64 of each row\'s SHA-256 (first 8 bytes) over its canonical values', () => {
    const rowHash = (canonical: string[]) => createHash('sha256').update(canonical.map((v) => `${v}\u001f`).join('')).digest().readBigUInt64BE(0);
    const expected = (rowHash(['1', '12.5', 't', 'Zoë']) + rowHash(['2', '3', 'f', '\u0000'])) % (1n << 64n);
    expect(checksum(postgres.slice(0, 2))).toBe(expected.toString(16).padStart(16, '0'));
  });

  it('differs when a row is changed, missing or repeated', () => {
    const original = checksum(postgres);
    expect(checksum([postgres[0], postgres[1], ['3', '-0.11', 't', 'a\u001fb']])).not.toBe(original);
    expect(checksum(postgres.slice(0, 2))).not.toBe(original);
    expect(checksum([...postgres, postgres[0]])).not.toBe(original);
  });
});

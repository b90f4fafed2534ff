// Making and checking key strings: CSPRNG characters, the checksum of contract/apiKeysRules.ts, and
// a SHA-256 of the whole key as what is stored (a key is 190 random bits: a slow hash adds nothing).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BASE62, keyChecksum, keyPrefix, LOOKUP_ID_LENGTH, SECRET_LENGTH, type KeyEnvironment } from '../../../../contract/apiKeysRules';

/** Uniform base62 characters from a CSPRNG (bytes of 248 and above are skipped: 248 = 4 × 62). */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Compares two hex hashes in constant time. */
export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

export function newKey(environment: KeyEnvironment, lookupId = randomBase62(LOOKUP_ID_LENGTH)) {
  const body = `${keyPrefix(environment, lookupId)}_${randomBase62(SECRET_LENGTH)}`;
  const key = `${body}${keyChecksum(body)}`;
  return { key, lookupId, prefix: keyPrefix(environment, lookupId), hash: hashKey(key) };
}

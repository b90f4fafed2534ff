// The shape of an API key, for the server that issues and verifies keys and for anyone who scans
// for leaked ones: pk_<env>_<lookup id>_<secret><checksum>. The lookup id finds the key's record;
// the secret is 32 random base62 characters (190 bits); the last 6 characters are a CRC-32 of the
// rest, so a scanner can tell a real key from a look-alike offline, without asking the platform.

export const KEY_ENVIRONMENTS = ['live', 'test'] as const;
export type KeyEnvironment = (typeof KEY_ENVIRONMENTS)[number];
export const LOOKUP_ID_LENGTH = 12;
export const SECRET_LENGTH = 32;
export const CHECKSUM_LENGTH = 6;
export const KEY_NAME_MAX = 100;
export const ROLL_GRACE_DEFAULT_HOURS = 24;
export const ROLL_GRACE_MAX_HOURS = 720;

export const KEY_PATTERN = new RegExp(`^pk_(live|test)_([0-9A-Za-z]{${LOOKUP_ID_LENGTH}})_([0-9A-Za-z]{${SECRET_LENGTH + CHECKSUM_LENGTH}})$`);

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** CRC-32 (IEEE) of a text's UTF-8 bytes. */
function crc32(text: string): number {
  let crc = ~0;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** The checksum characters of a key's body (everything before them). */
export function keyChecksum(body: string): string {
  let value = crc32(body);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

export interface KeyParts { environment: KeyEnvironment; lookupId: string }

/** The key's public parts when it has the shape and a right checksum; else undefined. */
export function parseKey(key: string): KeyParts | undefined {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  const body = key.slice(0, -CHECKSUM_LENGTH);
  if (keyChecksum(body) !== key.slice(-CHECKSUM_LENGTH)) return undefined;
  return { environment: match[1] as KeyEnvironment, lookupId: match[2] };
}

/** The part of a key that may be shown again: its environment and lookup id. */
export const keyPrefix = (environment: KeyEnvironment, lookupId: string) => `pk_${environment}_${lookupId}`;

export { BASE62 };

// Checking a key a subscribed app received: its shape and checksum first (no database for a
// look-alike), then one indexed read by lookup id, the hash compared in constant time with the
// current secret's, or the previous one's during a roll's grace. Uses are counted in memory and
// written every few seconds in one statement, so verifying does not wait on a write.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { preparedOnce } from '../../db/preparedStatements';
import { apiKeys } from './tables';
import { parseKey } from '../../../../contract/apiKeysRules';
import { hashKey, sameHash } from './keys';

type Row = typeof apiKeys.$inferSelect;

/** One named statement per database: parsed once per connection, not on every verification. */
const lookupStatement = preparedOnce((db: Db) => db.select().from(apiKeys).where(eq(apiKeys.lookupId, sql.placeholder('lookupId'))).prepare('api_key_by_lookup_id'));

export async function verifyKey(db: Db, key: string, now = new Date()): Promise<Row | undefined> {
  const parts = parseKey(key);
  if (!parts) return undefined;
  const [row] = await lookupStatement(db).execute({ lookupId: parts.lookupId });
  if (!row || row.status !== 'ACTIVE' || (row.expiresAt && row.expiresAt <= now)) return undefined;
  const hash = hashKey(key);
  if (sameHash(hash, row.secretHash)) return row;
  const inGrace = row.previousSecretHash && row.previousValidUntil && row.previousValidUntil > now;
  return inGrace && sameHash(hash, row.previousSecretHash!) ? row : undefined;
}

export const USAGE_FLUSH_MS = 5_000;

const usages = new WeakMap<Db, KeyUsage>();

/**
 * The one count of uses per database: the verification route and the other domains' routes called
 * with a key (api.ts) add to it; the domain's plugin writes it every few seconds and on close.
 */
export function usageOf(db: Db): KeyUsage {
  let usage = usages.get(db);
  if (!usage) {
    usage = new KeyUsage(db);
    usages.set(db, usage);
  }
  return usage;
}

/** Uses per key since the last write, and the time of the latest. */
export class KeyUsage {
  private pending = new Map<number, { uses: number; last: Date }>();

  constructor(private readonly db: Db) {}

  used(keyId: number, at = new Date()): void {
    const seen = this.pending.get(keyId);
    this.pending.set(keyId, { uses: (seen?.uses ?? 0) + 1, last: at });
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    const values = sql.join(batch.map(([id, u]) => sql`(${id}::int, ${u.uses}::bigint, ${u.last.toISOString()}::timestamptz)`), sql`, `);
    await this.db.execute(sql`UPDATE api_keys SET use_count = use_count + v.uses, last_used_at = greatest(last_used_at, v.last)
      FROM (VALUES ${values}) AS v(id, uses, last) WHERE api_keys.id = v.id`);
  }
}

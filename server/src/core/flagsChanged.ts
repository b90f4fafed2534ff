// "These people's permission flags changed": an event of the platform, not of a domain. Roles (and any
// domain changing what someone may do) announce it; the notifications domain's bus hears it on every
// replica and tells those people's open consoles (docs/server-domains.md: crossings are events).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';

/** The NOTIFY channel of "your permission flags changed"; the payload is user ids, comma-separated. */
export const FLAGS_CHANNEL = 'flags_changed';
const FLAGS_BATCH = 500; // a NOTIFY payload holds under 8,000 bytes

/**
 * Tells the users' open streams (on every replica) that their permission flags changed, so their
 * consoles read them again at once. The flags themselves are computed on every request: this only
 * spares an open console its stale menus.
 */
export async function flagsChanged(db: Db, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += FLAGS_BATCH) {
    await db.execute(sql`select pg_notify(${FLAGS_CHANNEL}, ${ids.slice(i, i + FLAGS_BATCH).join(',')})`);
  }
}

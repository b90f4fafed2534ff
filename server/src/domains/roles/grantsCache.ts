// The effective-permissions answers of this replica, serialised and ready to send. An answer stays
// valid while the stamps it was computed under do: the instance's and its app's grants_version
// (set by triggers on every table that decides who holds what, migration 0012) and the member's
// user type. Every request reads the stamps, so a change made through any replica or code path is
// seen on the next request; only the computation (a 10,000-link aggregation at worst) is saved.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUsers, appInstances, apps } from '../../db/schema';
import { notFound } from '../../http/errors';

/** Answers kept per replica; the least recently used go first. A few kB to some 50 kB each. */
const MAX_ANSWERS = 2_000;

export interface StampedGrants {
  instance: { id: number; appId: number };
  member: { accountUserId: number; userType: string };
  /** The instance's and its app's grants versions, and the member's user type. */
  stamp: string;
}

/** One of the account's app instances and one of its members, with their grants stamp: one query. */
export async function stampedGrants(db: Db, accountId: number, appInstanceId: number, accountUserId: number): Promise<StampedGrants> {
  const [row] = await db.select({
    id: appInstances.id, appId: appInstances.appId, instanceVersion: appInstances.grantsVersion, appVersion: apps.grantsVersion,
    accountUserId: accountUsers.id, userType: accountUsers.userType,
  }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
    .leftJoin(accountUsers, and(eq(accountUsers.id, accountUserId), eq(accountUsers.accountId, appInstances.accountId)))
    .where(and(eq(appInstances.id, appInstanceId), eq(appInstances.accountId, accountId)));
  if (!row) throw notFound('App instance');
  if (row.accountUserId === null || row.userType === null) throw notFound('Account user');
  return {
    instance: { id: row.id, appId: row.appId },
    member: { accountUserId: row.accountUserId, userType: row.userType },
    stamp: `${row.instanceVersion}:${row.appVersion}:${row.userType}`,
  };
}

export class GrantsCache {
  private readonly answers = new Map<string, { stamp: string; body: string }>();

  constructor(private readonly max = MAX_ANSWERS) {}

  /** The answer for the member in the instance, computed again unless the stamp still matches. */
  async answer({ instance, member, stamp }: StampedGrants, compute: () => Promise<unknown>): Promise<string> {
    const key = `${instance.id}:${member.accountUserId}`;
    const cached = this.answers.get(key);
    this.answers.delete(key);
    if (cached?.stamp === stamp) {
      this.answers.set(key, cached); // now the most recently used
      return cached.body;
    }
    const body = JSON.stringify(await compute());
    this.answers.set(key, { stamp, body });
    if (this.answers.size > this.max) this.answers.delete(this.answers.keys().next().value as string);
    return body;
  }
}

// Edit locks in the database (record 0414): one row per locked record. Taking is one statement (an
// insert that, on the record's row, takes it only when it is the caller's, has gone quiet past
// EDIT_LOCK_TTL_MS, or is taken over), so two people opening a record at once on two replicas cannot
// both hold it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { EDIT_LOCK_TTL_MS } from '../../../../contract/liveChangesRules';
import type { EditLock } from '../../../../contract/liveChanges';
import { editLocks } from './tables';

export interface LockKey { accountId: number; topic: string; recordId: string }

/** The lock as the caller sees it, with its holder's name. */
async function lockView(db: Db, key: LockKey, callerId: number): Promise<EditLock | undefined> {
  const [row] = await db.select({ holderId: editLocks.holderId, since: editLocks.since, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(editLocks).innerJoin(users, eq(users.id, editLocks.holderId))
    .where(and(eq(editLocks.accountId, key.accountId), eq(editLocks.topic, key.topic), eq(editLocks.recordId, key.recordId)));
  if (!row) return undefined;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.username;
  return { topic: key.topic, recordId: key.recordId, holderName: name, since: row.since.toISOString(), mine: row.holderId === callerId };
}

/** Takes or keeps the lock; answers it, `mine: false` when someone else holds it (and `takeOver` was not asked). */
export async function takeLock(db: Db, key: LockKey, userId: number, takeOver: boolean): Promise<EditLock> {
  const quiet = sql`${editLocks.heartbeatAt} < now() - make_interval(secs => ${EDIT_LOCK_TTL_MS / 1000})`;
  await db.insert(editLocks).values({ ...key, holderId: userId })
    .onConflictDoUpdate({
      target: [editLocks.accountId, editLocks.topic, editLocks.recordId],
      set: {
        holderId: userId,
        heartbeatAt: sql`now()`,
        since: sql`case when ${editLocks.holderId} = ${userId} and not (${quiet}) then ${editLocks.since} else now() end`,
      },
      ...(takeOver ? {} : { setWhere: sql`${editLocks.holderId} = ${userId} or ${quiet}` }),
    });
  return (await lockView(db, key, userId))!;
}

/** Releases the caller's own lock; another's stays. */
export async function releaseLock(db: Db, key: LockKey, userId: number): Promise<void> {
  await db.delete(editLocks).where(and(
    eq(editLocks.accountId, key.accountId), eq(editLocks.topic, key.topic), eq(editLocks.recordId, key.recordId), eq(editLocks.holderId, userId),
  ));
}

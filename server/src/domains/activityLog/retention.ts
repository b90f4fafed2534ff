// Activity traces are kept ACTIVITY_RETENTION_DAYS. The purge runs at start and every hour; with
// several replicas, the one that takes the transaction's advisory lock purges and the others skip.
// Each run is stamped in maintenance_runs, which the activity log shows.
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { activityTraces, maintenanceRuns } from '../../db/schema';

export const PURGE_JOB = 'activityPurge';
const PURGE_LOCK = 7_260_001; // pg_try_advisory_xact_lock key of this job, distinct from the seed's
export const PURGE_EVERY_MS = 3_600_000;

/** Deletes the traces older than the retention; undefined when another replica holds the job. */
export async function purgeActivity(db: Db, retentionDays: number, now = new Date()): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`);
    if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return undefined;
    const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
    // node-postgres says rowCount, PGlite affectedRows.
    const result = await tx.delete(activityTraces).where(lt(activityTraces.createdAt, cutoff)) as unknown as { rowCount?: number; affectedRows?: number };
    const deleted = Number(result.rowCount ?? result.affectedRows ?? 0);
    const outcome = { deleted, cutoff: cutoff.toISOString() };
    await tx.insert(maintenanceRuns).values({ job: PURGE_JOB, lastRunAt: now, outcome })
      .onConflictDoUpdate({ target: maintenanceRuns.job, set: { lastRunAt: now, outcome } });
    return deleted;
  });
}

export async function lastPurge(db: Db): Promise<{ at: Date; deleted: number } | undefined> {
  const [row] = await db.select().from(maintenanceRuns).where(eq(maintenanceRuns.job, PURGE_JOB));
  return row ? { at: row.lastRunAt, deleted: Number((row.outcome as { deleted?: number } | null)?.deleted ?? 0) } : undefined;
}

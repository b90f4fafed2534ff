// Migration jobs as rows (table migration_jobs): the request, counters in `progress`, finished tables
// and the failure in `result`, written as the job goes, so whichever replica answers a poll reads the
// same. A running job whose heartbeat has stopped lost its server: it reads as interrupted; so does a
// waiting one, when waiting jobs live in a server's memory (no RabbitMQ).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { migrationJobs } from '../tables';
import type { MigrationJobView, MigrationRequest, MigrationStatus, TableResult } from '../../../../../contract/databases';
import { MIGRATION_HEARTBEAT_TIMEOUT_S } from '../../../../../contract/migrationRules';

export interface JobProgress {
  tablesTotal: number;
  tablesDone: number;
  rowsEstimate: number;
  rowsDone: number;
  currentTable: string | null;
}

export interface JobResult {
  tables: TableResult[];
  failure: MigrationJobView['failure'];
}

export type JobRow = typeof migrationJobs.$inferSelect;
type Row = JobRow;
const RECENT_JOBS = 20;

/** Whether a waiting job can be lost with its server (the in-process queue), see server/src/jobs/. */
export interface Staleness {
  waitingCanBeLost: boolean;
}

const isStale = (row: Row, staleness: Staleness, now: number) =>
  (row.status === 'running' || (row.status === 'queued' && staleness.waitingCanBeLost))
  && now - row.heartbeatAt.getTime() > MIGRATION_HEARTBEAT_TIMEOUT_S * 1000;

export function jobView(row: Row, staleness: Staleness, now = Date.now()): MigrationJobView {
  const progress = row.progress as JobProgress;
  const result = (row.result as JobResult | null) ?? { tables: [], failure: null };
  const status: MigrationStatus = isStale(row, staleness, now) ? 'interrupted' : (row.status as MigrationStatus);
  const until = row.finishedAt?.getTime() ?? (status === 'running' ? now : row.heartbeatAt.getTime());
  const seconds = Math.max(0.001, (until - row.createdAt.getTime()) / 1000);
  const rowsPerSecond = Math.round(progress.rowsDone / seconds);
  const rowsLeft = Math.max(progress.rowsEstimate, progress.rowsDone) - progress.rowsDone;
  return {
    id: row.id, sourceName: row.sourceName, targetName: row.targetName, status,
    ...progress, rowsPerSecond,
    secondsLeft: status === 'running' && rowsPerSecond > 0 ? Math.ceil(rowsLeft / rowsPerSecond) : null,
    tables: result.tables, failure: result.failure,
    createdAt: row.createdAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A waiting job: the queue's worker (on any replica) takes it by id. */
export async function createJob(db: Db, fields: {
  accountId: number; userId: number; source: { id: number; databaseName: string }; target: { id: number; databaseName: string };
  tables: MigrationRequest['tables']; progress: JobProgress;
}): Promise<Row> {
  const [row] = await db.insert(migrationJobs).values({
    accountId: fields.accountId, userCreated: fields.userId, sourceId: fields.source.id, targetId: fields.target.id,
    sourceName: fields.source.databaseName, targetName: fields.target.databaseName, status: 'queued', request: { tables: fields.tables },
    progress: fields.progress, result: { tables: [], failure: null } satisfies JobResult,
  }).returning();
  return row;
}

export const requestedTables = (row: Row): MigrationRequest['tables'] => (row.request as { tables?: MigrationRequest['tables'] } | null)?.tables ?? [];

export async function jobById(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(migrationJobs).where(eq(migrationJobs.id, id));
  return row;
}

/** Takes a waiting job for this worker; false when another took it, or it ended, first. */
export async function takeJob(db: Db, id: number): Promise<boolean> {
  const taken = await db.update(migrationJobs).set({ status: 'running', heartbeatAt: sql`now()` })
    .where(and(eq(migrationJobs.id, id), eq(migrationJobs.status, 'queued'))).returning({ id: migrationJobs.id });
  return taken.length > 0;
}

export async function markAlive(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.update(migrationJobs).set({ heartbeatAt: sql`now()` }).where(inArray(migrationJobs.id, ids));
}

/** Writes the progress (and the heartbeat); answers whether someone asked to cancel. */
export async function writeProgress(db: Db, id: number, progress: JobProgress, result?: JobResult): Promise<boolean> {
  const [row] = await db.update(migrationJobs)
    .set({ progress, ...(result ? { result } : {}), heartbeatAt: sql`now()` })
    .where(eq(migrationJobs.id, id)).returning({ cancelRequested: migrationJobs.cancelRequested });
  return row?.cancelRequested ?? true;
}

export async function finishJob(db: Db, id: number, status: MigrationStatus, progress: JobProgress, result: JobResult): Promise<void> {
  await db.update(migrationJobs).set({ status, progress, result, heartbeatAt: sql`now()`, finishedAt: sql`now()` }).where(eq(migrationJobs.id, id));
}

export async function findJob(db: Db, accountId: number, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(migrationJobs).where(and(eq(migrationJobs.accountId, accountId), eq(migrationJobs.id, id)));
  return row;
}

export async function recentJobs(db: Db, accountId: number): Promise<Row[]> {
  return db.select().from(migrationJobs).where(eq(migrationJobs.accountId, accountId)).orderBy(desc(migrationJobs.id)).limit(RECENT_JOBS);
}

/** The account's job waiting or running on a live server, if any. */
export async function liveJob(db: Db, accountId: number, staleness: Staleness): Promise<Row | undefined> {
  const rows = await db.select().from(migrationJobs)
    .where(and(eq(migrationJobs.accountId, accountId), inArray(migrationJobs.status, ['queued', 'running'])));
  return rows.find((row) => !isStale(row, staleness, Date.now()));
}

export async function requestCancel(db: Db, accountId: number, id: number): Promise<Row | undefined> {
  const [row] = await db.update(migrationJobs).set({ cancelRequested: true })
    .where(and(eq(migrationJobs.accountId, accountId), eq(migrationJobs.id, id))).returning();
  return row;
}

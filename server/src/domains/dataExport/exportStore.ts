// Data export's records: the account's app instances with their data sources, the instances' export
// tables, and export jobs. Every query names the account, so another account's record is not found.
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appInstances, apps } from '../../db/schema';
import { databaseConnections } from '../databases/api';
import { dataExportSources, exportJobs, exportTables } from './tables';
import { containsPattern, orderByClause, pageOffset, type Page, type SortSpec } from '../../http/paging';
import type { ExportConnection, ExportInstance, ExportJobView, ExportResult, ExportTableView } from '../../../../contract/dataExport';
import type { ExportJobStatus, ExportTableSortField } from '../../../../contract/dataExportRules';
import { notPlatformApp } from '../../core/developerApps';

type TableRow = typeof exportTables.$inferSelect;
export type JobRow = typeof exportJobs.$inferSelect;

/** At most this many instances are listed: an account subscribes to tens of apps, not thousands. */
const INSTANCE_LIMIT = 500;

const instanceColumns = {
  appInstanceId: appInstances.id, appId: appInstances.appId, appName: apps.name, instanceName: appInstances.name,
  environment: appInstances.environment, connectionId: dataExportSources.connectionId, connectionName: databaseConnections.databaseName,
};

function instancesQuery(db: Db) {
  return db.select(instanceColumns).from(appInstances)
    .innerJoin(apps, eq(apps.id, appInstances.appId))
    .leftJoin(dataExportSources, eq(dataExportSources.appInstanceId, appInstances.id))
    .leftJoin(databaseConnections, and(eq(databaseConnections.id, dataExportSources.connectionId), eq(databaseConnections.accountId, appInstances.accountId)));
}

// The platform's own apps (the console's AdminApp, developer apps) have no data to export (notPlatformApp).

/** The account's active app instances (its subscriptions, the platform's own apps aside), each with its data source. */
export async function listInstances(db: Db, accountId: number): Promise<ExportInstance[]> {
  return instancesQuery(db).where(and(eq(appInstances.accountId, accountId), eq(appInstances.status, 'ACTIVE'), notPlatformApp))
    .orderBy(asc(sql`lower(${apps.name})`), asc(appInstances.id)).limit(INSTANCE_LIMIT);
}

/** One of the account's instances (not a platform app's), or undefined; `appId`, when given, must be the instance's app. */
export async function instanceOf(db: Db, accountId: number, appInstanceId: number, appId?: number): Promise<ExportInstance | undefined> {
  const [row] = await instancesQuery(db).where(and(eq(appInstances.accountId, accountId), eq(appInstances.id, appInstanceId), notPlatformApp));
  return row && (appId === undefined || row.appId === appId) ? row : undefined;
}

export async function listConnections(db: Db, accountId: number): Promise<ExportConnection[]> {
  return db.select({ id: databaseConnections.id, databaseName: databaseConnections.databaseName, engine: databaseConnections.engine })
    .from(databaseConnections).where(eq(databaseConnections.accountId, accountId))
    .orderBy(asc(sql`lower(${databaseConnections.databaseName})`), asc(databaseConnections.id)).limit(INSTANCE_LIMIT);
}

export async function connectionExists(db: Db, accountId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: databaseConnections.id }).from(databaseConnections)
    .where(and(eq(databaseConnections.accountId, accountId), eq(databaseConnections.id, id)));
  return row !== undefined;
}

export async function saveSource(db: Db, accountId: number, appInstanceId: number, connectionId: number | null, userId: number) {
  await db.insert(dataExportSources).values({ accountId, appInstanceId, connectionId, userUpdated: userId })
    .onConflictDoUpdate({ target: dataExportSources.appInstanceId, set: { connectionId, userUpdated: userId, updatedAt: sql`now()` } });
}

export const tableView = (row: TableRow): ExportTableView => ({
  id: row.id, tableName: row.tableName, schemaName: row.schemaName, appId: row.appId, appInstanceId: row.appInstanceId,
  updatedAt: row.updatedAt.toISOString(),
});

const tableSortColumns = {
  tableName: sql`lower(${exportTables.tableName})`,
  schemaName: sql`lower(${exportTables.schemaName})`,
  updatedAt: exportTables.updatedAt,
  id: exportTables.id,
};

export async function listExportTables(
  db: Db, accountId: number, appInstanceId: number, query: string | undefined, page: Page, sort: SortSpec<ExportTableSortField>,
) {
  const search = query?.trim();
  const where = and(
    eq(exportTables.accountId, accountId), eq(exportTables.appInstanceId, appInstanceId),
    search ? ilike(exportTables.tableName, containsPattern(search)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(exportTables).where(where)
      .orderBy(...orderByClause(tableSortColumns, sort, exportTables.id)).limit(page.size).offset(pageOffset(page.page, page.size)),
    db.select({ total: count() }).from(exportTables).where(where),
  ]);
  return { content: rows.map(tableView), totalElements: Number(total) };
}

export async function exportTableOf(db: Db, accountId: number, id: number): Promise<TableRow | undefined> {
  const [row] = await db.select().from(exportTables).where(and(eq(exportTables.accountId, accountId), eq(exportTables.id, id)));
  return row;
}

/** The instance's export table of that schema and name (the one a view or an export reads). */
export async function exportTableNamed(db: Db, accountId: number, appInstanceId: number, schemaName: string, tableName: string) {
  const [row] = await db.select().from(exportTables).where(and(
    eq(exportTables.accountId, accountId), eq(exportTables.appInstanceId, appInstanceId),
    eq(exportTables.schemaName, schemaName), eq(exportTables.tableName, tableName),
  ));
  return row;
}

export interface TableFields {
  appId: number;
  appInstanceId: number;
  schemaName: string;
  tableName: string;
}

export async function createExportTable(db: Db, accountId: number, userId: number, fields: TableFields): Promise<TableRow> {
  const [row] = await db.insert(exportTables).values({ ...fields, accountId, userCreated: userId, userUpdated: userId }).returning();
  return row;
}

export async function updateExportTable(db: Db, accountId: number, id: number, userId: number, fields: TableFields) {
  const [row] = await db.update(exportTables).set({ ...fields, userUpdated: userId, updatedAt: sql`now()` })
    .where(and(eq(exportTables.accountId, accountId), eq(exportTables.id, id))).returning();
  return row;
}

export async function deleteExportTable(db: Db, accountId: number, id: number): Promise<TableRow | undefined> {
  const [row] = await db.delete(exportTables).where(and(eq(exportTables.accountId, accountId), eq(exportTables.id, id))).returning();
  return row;
}

// Jobs.

export interface JobProgress {
  rowsDone: number;
  totalRows: number | null;
}

export interface JobOutcome {
  result?: ExportResult;
  message?: string;
}

export async function createJob(
  db: Db, accountId: number, userId: number, job: { appInstanceId: number; connectionId: number; schemaName: string; tableName: string },
): Promise<JobRow> {
  const progress: JobProgress = { rowsDone: 0, totalRows: null };
  const [row] = await db.insert(exportJobs).values({ ...job, accountId, userCreated: userId, status: 'queued', progress }).returning();
  return row;
}

export async function jobOf(db: Db, accountId: number, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(exportJobs).where(and(eq(exportJobs.accountId, accountId), eq(exportJobs.id, id)));
  return row;
}

export async function jobById(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
  return row;
}

export async function recentJobs(db: Db, accountId: number, appInstanceId: number, limit: number): Promise<JobRow[]> {
  return db.select().from(exportJobs).where(and(eq(exportJobs.accountId, accountId), eq(exportJobs.appInstanceId, appInstanceId)))
    .orderBy(desc(exportJobs.id)).limit(limit);
}

/** Takes a waiting job for this worker; false when another took it, or it ended, first. */
export async function takeJob(db: Db, id: number, progress: JobProgress): Promise<boolean> {
  const taken = await db.update(exportJobs).set({ status: 'running', progress, heartbeatAt: sql`now()` })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'queued'))).returning({ id: exportJobs.id });
  return taken.length > 0;
}

export async function jobsAlive(db: Db, ids: number[]) {
  if (ids.length) await db.update(exportJobs).set({ heartbeatAt: sql`now()` }).where(inArray(exportJobs.id, ids));
}

export async function jobProgressed(db: Db, id: number, progress: JobProgress) {
  await db.update(exportJobs).set({ progress, heartbeatAt: sql`now()` }).where(eq(exportJobs.id, id));
}

export async function jobFinished(
  db: Db, id: number, status: Extract<ExportJobStatus, 'done' | 'failed'>, progress: JobProgress, outcome: JobOutcome, file?: { name: string; bytes: number },
) {
  await db.update(exportJobs).set({
    status, progress, result: outcome, fileName: file?.name ?? null, fileBytes: file?.bytes ?? null,
    heartbeatAt: sql`now()`, finishedAt: sql`now()`,
  }).where(eq(exportJobs.id, id));
}

/** A job whose server has not written for this long has stopped with it. */
const HEARTBEAT_TIMEOUT_MS = 60_000;

/**
 * The job as answered. A silent running job lost its server; so did a silent waiting one when waiting
 * jobs live in a server's memory (`waitingCanBeLost`: no RabbitMQ, server/src/jobs/).
 */
export function jobView(row: JobRow, { waitingCanBeLost }: { waitingCanBeLost: boolean }, now = Date.now()): ExportJobView {
  const progress = row.progress as JobProgress;
  const outcome = (row.result ?? {}) as JobOutcome;
  let status = row.status as ExportJobStatus;
  let message = outcome.message ?? null;
  if ((status === 'running' || (status === 'queued' && waitingCanBeLost)) && now - row.heartbeatAt.getTime() > HEARTBEAT_TIMEOUT_MS) {
    status = 'failed';
    message = 'The server running this export stopped before it finished: export again';
  }
  return {
    id: row.id, appInstanceId: row.appInstanceId, schemaName: row.schemaName, tableName: row.tableName, status,
    rowsDone: progress.rowsDone, totalRows: progress.totalRows, message, result: outcome.result ?? null,
    createdAt: row.createdAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

// The account's activity traces, as the activity log reads them: filtered, newest first, paged by
// offset on the (account, created_at) and (account, user, created_at) indexes (migration 0016).
import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/connection';
import { activityTraces, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containsPattern, pageOffset, type Page } from '../../http/paging';
import type { ActivityChoices, ActivityDetail, ActivityEntry } from '../../../../contract/activityLog';
import { activityTypeOf } from '../../../../contract/activityLogRules';

export interface ActivityFilter {
  userId?: number; type?: string; event?: string; status?: string; from?: string; to?: string; query?: string;
}

/** Choices come from the latest traces: reading every trace of a busy account for a menu costs too much. */
const CHOICES_FROM_LATEST = 10_000;

function conditions(accountId: number, f: ActivityFilter): SQL {
  return and(
    eq(activityTraces.accountId, accountId),
    f.userId !== undefined ? eq(activityTraces.userId, f.userId) : undefined,
    f.type ? eq(activityTraces.type, activityTypeOf(f.type)) : undefined,
    f.event ? eq(activityTraces.event, f.event) : undefined,
    f.status ? sql`lower(${activityTraces.status}) = ${f.status.toLowerCase()}` : undefined,
    f.from ? gte(activityTraces.createdAt, new Date(f.from)) : undefined,
    f.to ? lt(activityTraces.createdAt, new Date(f.to)) : undefined,
    f.query?.trim() ? ilike(activityTraces.message, containsPattern(f.query.trim())) : undefined,
  ) as SQL;
}

const entryColumns = {
  id: activityTraces.id, createdAt: activityTraces.createdAt, userId: activityTraces.userId,
  firstName: users.firstName, lastName: users.lastName, email: users.email,
  type: activityTraces.type, event: activityTraces.event, status: activityTraces.status, message: activityTraces.message,
  messageKey: activityTraces.messageKey, messageParams: activityTraces.messageParams,
  folderName: activityTraces.folderName,
};
type EntryRow = { [K in keyof typeof entryColumns]: unknown } & { id: number; createdAt: Date; userId: number; firstName: string | null; lastName: string | null; email: string | null };

const toEntry = (row: EntryRow): ActivityEntry => ({
  id: row.id, createdAt: row.createdAt.toISOString(), userId: row.userId,
  userName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || (row.email ?? `#${row.userId}`), email: row.email,
  type: row.type as string | null, event: row.event as string | null, status: row.status as string | null,
  message: row.message as string | null, folderName: row.folderName as string | null,
  messageKey: row.messageKey as string | null, messageParams: (row.messageParams as Record<string, string | number> | null) ?? null,
});

export async function listActivity(db: Db, accountId: number, filter: ActivityFilter, page: Page) {
  const where = conditions(accountId, filter);
  const [rows, [{ total }]] = await Promise.all([
    db.select(entryColumns).from(activityTraces).leftJoin(users, eq(users.id, activityTraces.userId)).where(where)
      .orderBy(desc(activityTraces.createdAt), desc(activityTraces.id)).limit(page.size).offset(pageOffset(page.page, page.size)),
    db.select({ total: sql<number>`count(*)::int` }).from(activityTraces).where(where),
  ]);
  return { content: (rows as EntryRow[]).map(toEntry), totalElements: Number(total) };
}

export async function activityOf(db: Db, accountId: number, id: number): Promise<ActivityDetail> {
  const [row] = await db.select({ ...entryColumns, action: activityTraces.action, trackId: activityTraces.trackId, details: activityTraces.details })
    .from(activityTraces).leftJoin(users, eq(users.id, activityTraces.userId))
    .where(and(eq(activityTraces.id, id), eq(activityTraces.accountId, accountId)));
  if (!row) throw notFound('Activity');
  return { ...toEntry(row as EntryRow), action: row.action, trackId: row.trackId, details: (row.details as Record<string, unknown> | null) ?? null };
}

/** Who and what appears in the account's latest traces, for the filters' menus. */
export async function activityChoices(db: Db, accountId: number): Promise<ActivityChoices> {
  type Row = { user_id: number; first_name: string | null; last_name: string | null; email: string | null; type: string | null; event: string | null; status: string | null };
  const rows = await rowsOf<Row>(db, sql`
    SELECT t.user_id, u.first_name, u.last_name, u.email, t.type, t.event, t.status
    FROM (SELECT user_id, type, event, status FROM activity_traces WHERE account_id = ${accountId}
          ORDER BY created_at DESC LIMIT ${CHOICES_FROM_LATEST}) t
    LEFT JOIN users u ON u.id = t.user_id
    GROUP BY t.user_id, u.first_name, u.last_name, u.email, t.type, t.event, t.status`);
  const distinct = (pick: (r: Row) => string | null) => [...new Set(rows.map(pick).filter((v): v is string => !!v))].sort();
  const people = new Map(rows.map((r) => [r.user_id, {
    userId: r.user_id, userName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.email ?? `#${r.user_id}`), email: r.email,
  }]));
  return {
    users: [...people.values()].sort((a, b) => a.userName.localeCompare(b.userName)),
    types: distinct((r) => r.type && activityTypeOf(r.type)), events: distinct((r) => r.event), statuses: distinct((r) => r.status),
  };
}

/** The filtered traces, newest first, in batches (keyset on created_at, id), up to `max` rows. */
export async function* activityBatches(db: Db, accountId: number, filter: ActivityFilter, max: number, batch = 1_000) {
  const where = conditions(accountId, filter);
  let after: { createdAt: Date; id: number } | undefined;
  for (let sent = 0; sent < max;) {
    const rows = await db.select(entryColumns).from(activityTraces).leftJoin(users, eq(users.id, activityTraces.userId))
      .where(after ? and(where, sql`(${activityTraces.createdAt}, ${activityTraces.id}) < (${after.createdAt}, ${after.id})`) : where)
      .orderBy(desc(activityTraces.createdAt), desc(activityTraces.id)).limit(Math.min(batch, max - sent)) as EntryRow[];
    if (rows.length === 0) return;
    yield rows.map(toEntry);
    sent += rows.length;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

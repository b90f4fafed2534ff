// A user's own notifications (console-shell.md §3, §7): the newest-first page with the unread count
// (its wire shape in contract/notifications.ts), and the single-notification lookups. Every query is
// scoped by the caller's userId, so another user's notification is simply not found. Shared by the auth service (list,
// read all, delete) and the account service (read-notification).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { preparedOnce } from '../../db/preparedStatements';
import { notifications } from './tables';
import { notFound } from '../../http/errors';
import type { Notification } from './bus';
import type { NotificationPage, NotificationView } from '../../../../contract/notifications';

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

export function notificationView(n: Notification): NotificationView {
  return {
    id: n.id, key: n.key, userId: n.userId, accountId: n.accountId, type: n.type, message: n.message,
    sentDatetime: n.sentDatetime.toISOString(), readDatetime: iso(n.readDatetime), actionDatetime: iso(n.actionDatetime),
    websiteUrl: n.websiteUrl, icon: n.icon, img: n.img,
  };
}

/** The user's notifications (or unread ones) counted in a subquery; `userId` may be a placeholder. */
const countOf = (userId: unknown, unreadOnly: boolean) => sql<number>`(select count(*) from ${notifications} where ${and(
  eq(notifications.userId, userId as number), unreadOnly ? isNull(notifications.readDatetime) : undefined,
)})`.mapWith(Number);

// One prepared statement per database, the totals travelling with the page: one round trip (PGlite
// answers one query at a time), built and parsed once. Newest first, ties by id: the
// (user_id, sent_datetime, id) index serves the order, and the total, without a sort.
const pageStatement = preparedOnce((db: Db) => {
  const userId = sql.placeholder('userId');
  return db.select({ notification: notifications, total: countOf(userId, false), unread: countOf(userId, true) })
    .from(notifications).where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.sentDatetime), desc(notifications.id))
    .limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    .prepare('notifications_page');
});

export async function notificationPage(db: Db, userId: number, page: number, size: number): Promise<NotificationPage> {
  const rows = await pageStatement(db).execute({ userId, limit: size, offset: page * size });
  if (rows.length > 0) {
    return { content: rows.map((r) => notificationView(r.notification)), totalElements: rows[0].total, unreadCount: rows[0].unread };
  }
  // An empty page (no notifications, or past the end) carries no totals: ask for them alone.
  const [totals] = await db.select({ total: countOf(userId, false), unread: countOf(userId, true) }).from(sql`(select 1) as one`);
  return { content: [], totalElements: totals.total, unreadCount: totals.unread };
}

/** The user's own notification; another user's answers 404 like a missing one. */
export async function ownNotification(db: Db, userId: number, id: number): Promise<Notification> {
  const [row] = await db.select().from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound('Notification');
  return row;
}

/** Marks one notification read (keeping the first reading time). */
export async function markRead(db: Db, userId: number, id: number): Promise<Notification> {
  const [row] = await db.update(notifications)
    .set({ readDatetime: sql`coalesce(${notifications.readDatetime}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning();
  if (!row) throw notFound('Notification');
  return row;
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db.update(notifications).set({ readDatetime: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readDatetime))).returning({ id: notifications.id });
  return rows.length;
}

// The bell's list under load: GET /auth/notifications (newest 20 and the unread count) at 50
// connections with 100,000 notifications in the database, spread over 1,000 other users (99 each),
// the measured user holding 1,000 of their own, 100 unread. Seeded straight into the database.
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/connection';
import { users } from '../server/src/db/schema';

export const BENCH_NOTIFICATIONS = 100_000;
const OWN_NOTIFICATIONS = 1_000;
const OWN_UNREAD = 100;
const OTHER_USERS = 1_000;
const READER_PREFIX = 'bench-reader-';

/** Adds the notifications to a database already seeded with the bench user (seedBenchAccounts). */
export async function seedBenchNotifications(target: { dataDir?: string; databaseUrl?: string }, benchUsername: string): Promise<void> {
  const database = await openDatabase(target);
  const { db } = database;
  try {
    const [benchUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, benchUsername));
    await db.insert(users).values(Array.from({ length: OTHER_USERS }, (_, i) => ({
      username: `${READER_PREFIX}${i}@demo.local`, email: `${READER_PREFIX}${i}@demo.local`, firstName: 'Reader', lastName: String(i),
    })));
    const perOther = (BENCH_NOTIFICATIONS - OWN_NOTIFICATIONS) / OTHER_USERS;
    // One notification a minute going back in time; every third one read.
    await db.execute(sql`
      insert into notifications (user_id, type, message, sent_datetime, read_datetime)
      select u.id, 'INFO', 'Bench notification ' || n, now() - n * interval '1 minute',
             case when n % 3 = 0 then now() else null end
      from users u, generate_series(1, ${perOther}::int) as n where u.username like ${`${READER_PREFIX}%`}`);
    await db.execute(sql`
      insert into notifications (user_id, type, message, sent_datetime, read_datetime)
      select ${benchUser.id}, 'INFO', 'Your notification ' || n, now() - n * interval '1 minute',
             case when n <= ${OWN_UNREAD} then null else now() end
      from generate_series(1, ${OWN_NOTIFICATIONS}::int) as n`);
    await db.execute(sql`analyze notifications`);
  } finally {
    await database.close();
  }
}

type Load = (url: string, headers: Record<string, string>) => Promise<Record<string, number>>;

/** Measures the bell's first page for the bench user (a warm-up run first, not measured). */
export async function measureNotificationsList(base: string, session: { accessToken: string; userId: number }, load: Load) {
  const url = `${base}/auth/notifications?userId=${session.userId}&page=0&size=20`;
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const first = (await (await fetch(url, { headers })).json()) as { totalElements: number; unreadCount: number };
  if (first.totalElements !== OWN_NOTIFICATIONS || first.unreadCount !== OWN_UNREAD) {
    throw new Error(`The bench user's notifications are not as seeded: ${JSON.stringify(first)}`);
  }
  await load(url, headers);
  return load(url, headers);
}

export const notificationsListShape = {
  notifications: BENCH_NOTIFICATIONS, ownNotifications: OWN_NOTIFICATIONS, ownUnread: OWN_UNREAD, pageSize: 20, connections: 50, budgetP99Ms: 25,
};

// The dashboard's counts for one account, each one grouped query on an indexed account column.
import { and, count, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUsers, activityTraces, appInstances, apps, refreshTokens } from '../../db/schema';
import { userInvitations } from '../users/api';
import { ADMIN_APP, DEVELOPER_APP_TYPE } from '../../../../contract/appKinds';
import { DASHBOARD_DAYS, type Count, type DashboardDay, type DashboardView } from '../../../../contract/dashboard';

const DAY_MS = 24 * 3600 * 1000;
const NO_TERM = 'none';

const counts = (rows: { key: string | null; count: number }[], empty = NO_TERM): Count[] =>
  rows.map((r) => ({ key: r.key ?? empty, count: Number(r.count) })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

/** The UTC days from `days - 1` days ago to today, as YYYY-MM-DD. */
export function lastDays(days: number, now = Date.now()): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export async function dashboardOf(db: Db, accountId: number, now = Date.now()): Promise<DashboardView> {
  const days = lastDays(DASHBOARD_DAYS, now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const day = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  // The console itself and the developer portal are every account's, not subscriptions it chose.
  const subscribed = and(eq(appInstances.accountId, accountId), eq(appInstances.status, 'ACTIVE'), ne(apps.name, ADMIN_APP), ne(apps.type, DEVELOPER_APP_TYPE));
  const members = db.select({ userId: accountUsers.userId }).from(accountUsers).where(eq(accountUsers.accountId, accountId));
  // A sign-in is a refresh-token family: its first token is when the member signed in.
  const families = db.select({ started: sql<Date>`min(${refreshTokens.createdAt})`.as('started') }).from(refreshTokens)
    .where(inArray(refreshTokens.userId, members)).groupBy(refreshTokens.familyId).as('families');

  const [byStatus, byType, byAppType, byTerm, actions, signIns, invitations] = await Promise.all([
    db.select({ key: accountUsers.status, count: count() }).from(accountUsers)
      .where(eq(accountUsers.accountId, accountId)).groupBy(accountUsers.status),
    db.select({ key: accountUsers.userType, count: count() }).from(accountUsers)
      .where(eq(accountUsers.accountId, accountId)).groupBy(accountUsers.userType),
    db.select({ key: apps.type, count: count() }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
      .where(subscribed).groupBy(apps.type),
    db.select({ key: appInstances.subscriptionTerm, count: count() }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
      .where(subscribed).groupBy(appInstances.subscriptionTerm),
    db.select({ day: day(activityTraces.createdAt), count: count() }).from(activityTraces)
      .where(and(eq(activityTraces.accountId, accountId), gte(activityTraces.createdAt, since)))
      .groupBy(day(activityTraces.createdAt)),
    db.select({ day: day(families.started), count: count() }).from(families)
      .where(gte(families.started, since)).groupBy(day(families.started)),
    db.select({
      pending: sql<number>`count(*) filter (where ${gt(userInvitations.expiresAt, new Date(now))})`,
      expired: sql<number>`count(*) filter (where ${lte(userInvitations.expiresAt, new Date(now))})`,
    }).from(userInvitations).where(and(eq(userInvitations.accountId, accountId), eq(userInvitations.status, 'PENDING'))),
  ]);

  const actionsOn = new Map(actions.map((r) => [r.day, Number(r.count)]));
  const signInsOn = new Map(signIns.map((r) => [r.day, Number(r.count)]));
  const perDay: DashboardDay[] = days.map((d) => ({ day: d, signIns: signInsOn.get(d) ?? 0, actions: actionsOn.get(d) ?? 0 }));
  return {
    membersByStatus: counts(byStatus),
    membersByType: counts(byType),
    subscriptionsByAppType: counts(byAppType),
    subscriptionsByTerm: counts(byTerm),
    days: perDay,
    invitations: { pending: Number(invitations[0]?.pending ?? 0), expired: Number(invitations[0]?.expired ?? 0) },
  };
}

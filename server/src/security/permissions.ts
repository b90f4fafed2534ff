// Permission flags (DESIGN §4): the union of the permissions of the roles assigned to an account
// user in an app instance; the app's default roles for the user's type when none are assigned.
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/connection';
import { appInstances, apps } from '../db/schema';
import { ADMIN_APP } from '../../../contract/appKinds';
import { ALL_PERMISSIONS } from '../../../contract/sessionFlags';


export type Flags = Record<string, boolean>;

export function hasFlag(flags: Flags, ...wanted: string[]): boolean {
  return flags[ALL_PERMISSIONS] === true || wanted.some((f) => flags[f] === true);
}

export async function adminAppInstanceId(db: Db, accountId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: appInstances.id }).from(appInstances)
    .innerJoin(apps, eq(apps.id, appInstances.appId))
    .where(and(eq(appInstances.accountId, accountId), eq(apps.name, ADMIN_APP)));
  return row?.id;
}

/**
 * The member's flags in an app instance, from the SQL function member_grants (migration 0010), the
 * one computation the roles domain's effective permissions, holders and app login read too.
 */
export async function flagsFor(
  db: Db, accountUserId: number, _userType: string, appInstanceId: number,
): Promise<Flags> {
  type Row = { permission_name: string };
  const rows = await rowsOf<Row>(db, sql`select g.permission_name from member_grants(${appInstanceId}::int, ${accountUserId}::int, null::int) g
    where g.permission_id is not null order by g.permission_name`);
  return Object.fromEntries(rows.map((r) => [r.permission_name, true]));
}

export interface Membership {
  accountUserId: number;
  userType: string;
  status: string;
  /** The account's AdminApp instance; 0 when the account has none. */
  adminAppInstanceId: number;
  /** The console's flags: from the roles assigned in AdminApp, else its default roles for the user type. */
  flags: Flags;
}

/**
 * The caller's membership of an account with their console flags, in one round trip: every
 * guarded request asks this, and six sequential queries cost more than the routes' own work.
 * Same rules as adminAppInstanceId + flagsFor, in the SQL function member_flags (migration 0008).
 */
export async function membershipWithFlags(db: Db, accountId: number, userId: number): Promise<Membership | undefined> {
  type Row = { account_user_id: number; user_type: string; status: string; instance_id: number | null; flags: string[] | null };
  const [row] = await rowsOf<Row>(db, sql`select * from member_flags(${accountId}, ${userId}, ${ADMIN_APP})`);
  if (!row) return undefined;
  return {
    accountUserId: row.account_user_id, userType: row.user_type, status: row.status, adminAppInstanceId: row.instance_id ?? 0,
    flags: Object.fromEntries((row.flags ?? []).map((name) => [name, true])),
  };
}

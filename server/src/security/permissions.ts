// Permission flags (DESIGN §4): the union of the permissions of the roles assigned to an account
// user in an app instance; the app's default roles for the user's type when none are assigned.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  accountUserRoles, appDefaultUserRolePermissions, appDefaultUserRoles, appInstanceRolePermissions,
  appInstances, appPermissions, apps,
} from '../db/schema';
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

export async function flagsFor(
  db: Db, accountUserId: number, userType: string, appInstanceId: number,
): Promise<Flags> {
  const assigned = await db.select({
    instanceRoleId: accountUserRoles.appInstanceRoleId,
    defaultRoleId: accountUserRoles.appDefaultUserRoleId,
  }).from(accountUserRoles)
    .where(and(eq(accountUserRoles.accountUserId, accountUserId), eq(accountUserRoles.appInstanceId, appInstanceId)));

  const names = new Set<string>();
  const instanceRoleIds = assigned.flatMap((a) => (a.instanceRoleId ? [a.instanceRoleId] : []));
  let defaultRoleIds = assigned.flatMap((a) => (a.defaultRoleId ? [a.defaultRoleId] : []));

  if (assigned.length === 0) {
    const [instance] = await db.select({ appId: appInstances.appId }).from(appInstances).where(eq(appInstances.id, appInstanceId));
    if (!instance) return {};
    const defaults = await db.select({ id: appDefaultUserRoles.id }).from(appDefaultUserRoles)
      .where(and(eq(appDefaultUserRoles.appId, instance.appId), eq(appDefaultUserRoles.userType, userType)));
    defaultRoleIds = defaults.map((d) => d.id);
  }
  for (const roleId of instanceRoleIds) {
    const rows = await db.select({ name: appPermissions.permissionName }).from(appInstanceRolePermissions)
      .innerJoin(appPermissions, eq(appPermissions.id, appInstanceRolePermissions.appPermissionId))
      .where(eq(appInstanceRolePermissions.appInstanceRoleId, roleId));
    rows.forEach((r) => names.add(r.name));
  }
  for (const roleId of defaultRoleIds) {
    const rows = await db.select({ name: appPermissions.permissionName }).from(appDefaultUserRolePermissions)
      .innerJoin(appPermissions, eq(appPermissions.id, appDefaultUserRolePermissions.appPermissionId))
      .where(eq(appDefaultUserRolePermissions.appDefaultUserRolesId, roleId));
    rows.forEach((r) => names.add(r.name));
  }
  return Object.fromEntries([...names].sort().map((n) => [n, true]));
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
  // node-postgres and PGlite both answer { rows }.
  const result = (await db.execute(sql`select * from member_flags(${accountId}, ${userId}, ${ADMIN_APP})`)) as unknown as { rows: Row[] };
  const [row] = result.rows;
  if (!row) return undefined;
  return {
    accountUserId: row.account_user_id, userType: row.user_type, status: row.status, adminAppInstanceId: row.instance_id ?? 0,
    flags: Object.fromEntries((row.flags ?? []).map((name) => [name, true])),
  };
}

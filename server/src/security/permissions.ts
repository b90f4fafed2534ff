// Permission flags (DESIGN §4): the union of the permissions of the roles assigned to an account
// user in an app instance; the app's default roles for the user's type when none are assigned.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  accountUserRoles, appDefaultUserRolePermissions, appDefaultUserRoles, appInstanceRolePermissions,
  appInstances, appPermissions, apps,
} from '../db/schema';

export const ADMIN_APP = 'AdminApp';
export const ALL_PERMISSIONS = 'allpermissions';

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

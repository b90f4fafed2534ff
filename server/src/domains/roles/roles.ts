// The roles an account user holds in an app instance: the assigned ones (custom instance roles or
// default roles), else the app's default roles for the user's type, as permissions.ts reads flags.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUserRoles, appDefaultUserRoles, appInstanceRoles } from '../../db/schema';
import type { HeldRole } from '../../../../contract/roles';


export async function rolesHeld(
  db: Db, member: { accountUserId: number; userType: string }, instance: { id: number; appId: number },
): Promise<HeldRole[]> {
  const assigned = await db.select({
    instanceRoleId: appInstanceRoles.id, instanceRoleName: appInstanceRoles.roleName,
    defaultRoleId: appDefaultUserRoles.id, defaultRoleName: appDefaultUserRoles.roleName,
  }).from(accountUserRoles)
    .leftJoin(appInstanceRoles, eq(appInstanceRoles.id, accountUserRoles.appInstanceRoleId))
    .leftJoin(appDefaultUserRoles, eq(appDefaultUserRoles.id, accountUserRoles.appDefaultUserRoleId))
    .where(and(eq(accountUserRoles.accountUserId, member.accountUserId), eq(accountUserRoles.appInstanceId, instance.id)))
    .orderBy(accountUserRoles.id);
  if (assigned.length > 0) {
    return assigned.flatMap((a): HeldRole[] => {
      if (a.instanceRoleId !== null && a.instanceRoleName !== null) return [{ id: a.instanceRoleId, roleName: a.instanceRoleName, kind: 'instance' }];
      if (a.defaultRoleId !== null && a.defaultRoleName !== null) return [{ id: a.defaultRoleId, roleName: a.defaultRoleName, kind: 'default' }];
      return [];
    });
  }
  const defaults = await db.select({ id: appDefaultUserRoles.id, roleName: appDefaultUserRoles.roleName }).from(appDefaultUserRoles)
    .where(and(eq(appDefaultUserRoles.appId, instance.appId), eq(appDefaultUserRoles.userType, member.userType)))
    .orderBy(appDefaultUserRoles.id);
  return defaults.map((d) => ({ ...d, kind: 'default' }));
}

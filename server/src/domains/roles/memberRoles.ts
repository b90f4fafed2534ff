// A member's roles in the account's instances: the explicit assignments (userRolesList), replacing
// them (assignRolesToUser, with the rules of the Users page's account-users-roles: grant check, the
// allpermissions rule, owners and one's own membership), and what they hold in every instance.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUsers, appInstances, apps } from '../../db/schema';
import { accountUserRoles } from './tables';
import type { MemberInstanceRoles, UserRoles } from '../../../../contract/roles';
import type { Caller } from '../../core/memberships';
import { checkGrants } from './roleGrants';
import { replaceMemberRoles } from './memberRoleChanges';
import { grantsOfMember } from './effectivePermissions';
import type { OwnInstance, OwnMember } from './access';

/** The member's explicitly assigned roles in the instance (none: the user type's defaults apply). */
export async function assignedRoles(db: Db, member: OwnMember, instance: OwnInstance): Promise<UserRoles> {
  const rows = await db.select({ custom: accountUserRoles.appInstanceRoleId, fallback: accountUserRoles.appDefaultUserRoleId })
    .from(accountUserRoles)
    .where(and(eq(accountUserRoles.accountUserId, member.accountUserId), eq(accountUserRoles.appInstanceId, instance.id)))
    .orderBy(asc(accountUserRoles.id));
  return {
    accountUserId: member.accountUserId, appInstanceId: instance.id, appId: instance.appId,
    checkedRoles: [...new Set(rows.flatMap((r) => (r.custom ? [r.custom] : [])))],
    checkedDefaultRoles: [...new Set(rows.flatMap((r) => (r.fallback ? [r.fallback] : [])))],
  };
}

/** Replaces the member's roles in the instance; empty lists leave the user type's defaults. */
export async function assignRoles(
  db: Db, caller: Caller, member: OwnMember, instance: OwnInstance, roles: { checkedRoles: number[]; checkedDefaultRoles: number[] },
): Promise<void> {
  const { grants, grantsAllPermissions } = await checkGrants(db, caller.tenant.accountId, [{
    appInstanceId: instance.id, appInstanceRoleIds: roles.checkedRoles, defaultRoleIds: roles.checkedDefaultRoles,
  }]);
  await replaceMemberRoles(db, caller, member.userId, grants, grantsAllPermissions);
}

/** The roles the member holds in each of the account's instances, and whether assigned or defaults. */
export async function rolesAcrossInstances(db: Db, accountId: number, member: OwnMember): Promise<MemberInstanceRoles[]> {
  const instances = await db.select({ id: appInstances.id, appId: appInstances.appId, appName: apps.name }).from(appInstances)
    .innerJoin(apps, eq(apps.id, appInstances.appId))
    .where(eq(appInstances.accountId, accountId)).orderBy(asc(apps.name), asc(appInstances.id));
  const held = await Promise.all(instances.map((i) => grantsOfMember(db, i.id, member)));
  return instances.map((i, n) => ({
    appInstanceId: i.id, appId: i.appId, appName: i.appName, source: held[n].source, roles: held[n].roles,
  }));
}

/** The users (users.id) holding the custom role by assignment: whose flags change with its permissions. */
export async function holdersOfInstanceRole(db: Db, roleId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ userId: accountUsers.userId }).from(accountUserRoles)
    .innerJoin(accountUsers, eq(accountUsers.id, accountUserRoles.accountUserId))
    .where(eq(accountUserRoles.appInstanceRoleId, roleId));
  return rows.map((r) => r.userId);
}

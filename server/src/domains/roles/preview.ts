// The impact of a role change before it is saved: who gains and who loses which permission, from
// the same computation the effective-permissions view reads (effectivePermissions.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appDefaultUserRolePermissions, appDefaultUserRoles, appInstanceRolePermissions, appPermissions } from '../../db/schema';
import type { MemberImpact } from '../../../../contract/roles';
import { memberGrants, grantsOfMember, type MemberGrants } from './effectivePermissions';
import { memberName, type OwnInstance, type OwnMember } from './access';
import { peopleNamed } from './people';

const names = (grants: MemberGrants | undefined) => new Set((grants?.permissions ?? []).map((p) => p.permissionName));

function impact(accountUserId: number, name: string, before: Set<string>, after: Set<string>): MemberImpact | undefined {
  const gains = [...after].filter((p) => !before.has(p)).sort();
  const losses = [...before].filter((p) => !after.has(p)).sort();
  return gains.length + losses.length > 0 ? { accountUserId, name, gains, losses } : undefined;
}

/** Every member holding the custom role, with what they gain and lose if its set became `permissionIds`. */
export async function previewInstanceRole(db: Db, instance: OwnInstance, roleId: number, permissionIds: number[]): Promise<MemberImpact[]> {
  const grants = await memberGrants(db, instance.id);
  const holders = [...grants.values()].filter((g) => g.roles.some((r) => r.kind === 'instance' && r.id === roleId));
  if (holders.length === 0) return [];
  const next = permissionIds.length === 0 ? [] : await db.select({ name: appPermissions.permissionName }).from(appPermissions)
    .where(inArray(appPermissions.id, permissionIds));
  const named = await peopleNamed(db, holders.map((h) => h.accountUserId));
  const people = new Map([...named].map(([id, person]) => [id, memberName(person)]));
  return holders.flatMap((h) => {
    const after = new Set(next.map((n) => n.name));
    for (const p of h.permissions) {
      if (p.grantedBy.some((r) => !(r.kind === 'instance' && r.id === roleId))) after.add(p.permissionName);
    }
    const change = impact(h.accountUserId, people.get(h.accountUserId) ?? '', names(h), after);
    return change ? [change] : [];
  }).sort((a, b) => a.name.localeCompare(b.name) || a.accountUserId - b.accountUserId);
}

/** The member's gains and losses if their roles in the instance became these (none: the user type's defaults). */
export async function previewMemberRoles(
  db: Db, instance: OwnInstance, member: OwnMember, roles: { checkedRoles: number[]; checkedDefaultRoles: number[] },
): Promise<MemberImpact[]> {
  const before = names(await grantsOfMember(db, instance.id, member));
  let defaults = [...new Set(roles.checkedDefaultRoles)];
  const custom = [...new Set(roles.checkedRoles)];
  if (custom.length === 0 && defaults.length === 0) {
    defaults = (await db.select({ id: appDefaultUserRoles.id }).from(appDefaultUserRoles)
      .where(and(eq(appDefaultUserRoles.appId, instance.appId), eq(appDefaultUserRoles.userType, member.userType)))).map((r) => r.id);
  }
  const [fromCustom, fromDefaults] = await Promise.all([
    custom.length === 0 ? [] : db.select({ name: appPermissions.permissionName }).from(appInstanceRolePermissions)
      .innerJoin(appPermissions, eq(appPermissions.id, appInstanceRolePermissions.appPermissionId))
      .where(inArray(appInstanceRolePermissions.appInstanceRoleId, custom)),
    defaults.length === 0 ? [] : db.select({ name: appPermissions.permissionName }).from(appDefaultUserRolePermissions)
      .innerJoin(appPermissions, eq(appPermissions.id, appDefaultUserRolePermissions.appPermissionId))
      .where(inArray(appDefaultUserRolePermissions.appDefaultUserRolesId, defaults)),
  ]);
  const after = new Set([...fromCustom, ...fromDefaults].map((r) => r.name));
  const change = impact(member.accountUserId, memberName(member), before, after);
  return change ? [change] : [];
}

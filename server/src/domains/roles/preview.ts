// The impact of a role change before it is saved: who gains and who loses which permission, from
// the same computation the effective-permissions view reads (effectivePermissions.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appDefaultUserRolePermissions, appDefaultUserRoles, appInstanceRolePermissions, appPermissions } from './tables';
import type { DefaultRoleChangeImpact, MemberImpact } from '../../../../contract/roles';
import { memberGrants, grantsOfMember, type MemberGrants } from './effectivePermissions';
import { rowsOf } from '../../db/connection';
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

/**
 * How many members, in every account subscribed to the app, would gain and lose each permission if
 * the default role's set became `permissionIds`: its holders (assigned it, or holding their user
 * type's defaults) lose a permission only this role grants them, and gain one they hold from no role.
 * Counts only: the members are other accounts' people. One query, over member_grants per instance.
 */
export async function previewDefaultRole(db: Db, appId: number, roleId: number, permissionIds: number[]): Promise<DefaultRoleChangeImpact> {
  type Row = { change: 'gain' | 'loss' | null; permission_name: string | null; members: number; all_members: number; all_accounts: number };
  const next = sql`ARRAY[${sql.join(permissionIds.map((id) => sql`${id}`), sql`, `)}]::int[]`;
  const rows = await rowsOf<Row>(db, sql`
    WITH g AS (
      SELECT ai.account_id, g.* FROM app_instances ai CROSS JOIN LATERAL member_grants(ai.id, NULL, NULL) g WHERE ai.app_id = ${appId}
    ), holders AS (
      SELECT DISTINCT g.account_id, g.account_user_id FROM g WHERE g.kind = 'default' AND g.role_id = ${roleId}
    ), held AS (
      SELECT g.account_user_id, g.permission_id,
        g.instance_roles IS NULL AND g.default_roles = ARRAY[${roleId}::int] AS only_this_role
      FROM g JOIN holders h ON h.account_user_id = g.account_user_id WHERE g.permission_id IS NOT NULL
    ), changes AS (
      SELECT 'loss' AS change, held.account_user_id, held.permission_id FROM held
      WHERE held.only_this_role AND held.permission_id <> ALL (${next})
      UNION ALL
      SELECT 'gain', h.account_user_id, n.permission_id FROM holders h CROSS JOIN unnest(${next}) AS n(permission_id)
      WHERE NOT EXISTS (SELECT 1 FROM held WHERE held.account_user_id = h.account_user_id AND held.permission_id = n.permission_id)
    ), totals AS (
      SELECT count(DISTINCT c.account_user_id)::int AS all_members, count(DISTINCT h.account_id)::int AS all_accounts
      FROM changes c JOIN holders h ON h.account_user_id = c.account_user_id
    )
    SELECT c.change, p.permission_name, count(c.account_user_id)::int AS members, t.all_members, t.all_accounts
    FROM totals t LEFT JOIN changes c ON true LEFT JOIN app_permissions p ON p.id = c.permission_id
    GROUP BY c.change, p.permission_name, t.all_members, t.all_accounts ORDER BY p.permission_name`);
  const counts = (change: 'gain' | 'loss') => rows.filter((r) => r.change === change)
    .map((r) => ({ permissionName: r.permission_name ?? '', members: Number(r.members) }));
  return { members: Number(rows[0]?.all_members ?? 0), accounts: Number(rows[0]?.all_accounts ?? 0), losses: counts('loss'), gains: counts('gain') };
}

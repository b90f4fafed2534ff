// What members hold in an app instance, and why: ONE query, the rules of flagsFor and member_flags
// (migration 0008): the roles assigned to the member in the instance (custom or default), else the
// app's default roles for the member's user type; the member holds every permission of those roles.
// It answers, per member, the roles held and, per permission, the roles granting it (aggregated in
// the database: 50 roles × 200 permissions come back as 50 + 200 rows, not 10,000). The effective
// permissions view, the permission holders view, the impact preview, held roles and app login all
// read it.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { RoleRef } from '../../../../contract/roles';
import type { RoleKind } from '../../../../contract/rolesRules';

export type GrantSource = 'assigned' | 'userTypeDefaults';

export interface HeldPermission {
  id: number;
  permissionName: string;
  displayLabel: string | null;
  grantedBy: RoleRef[];
}

export interface MemberGrants {
  accountUserId: number;
  userType: string;
  source: GrantSource;
  roles: RoleRef[];
  permissions: HeldPermission[];
}

export interface GrantFilter {
  /** One member (any status); else every ACTIVE member of the instance's account. */
  accountUserId?: number;
  /** Only members holding this permission, and only it among their permissions. */
  appPermissionId?: number;
}

type Row = {
  account_user_id: number; user_type: string | null; kind: RoleKind | null; role_id: number | null; role_name: string | null;
  assigned: boolean | null; permission_id: number | null; permission_name: string | null; display_label: string | null;
  instance_roles: number[] | string | null; default_roles: number[] | string | null;
};

/** node-postgres and PGlite both answer { rows }. */
export async function rowsOf<R>(db: Db, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** An int[] as the driver hands it: an array, or PostgreSQL's text form when the driver leaves it. */
const intArray = (value: number[] | string | null): number[] => {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
};

function grantsQuery(appInstanceId: number, filter: GrantFilter): SQL {
  const member = filter.accountUserId !== undefined ? sql`au.id = ${filter.accountUserId}` : sql`au.status = 'ACTIVE'`;
  const permission = filter.appPermissionId !== undefined ? sql`g.permission_id = ${filter.appPermissionId}` : sql`true`;
  const holder = filter.appPermissionId !== undefined
    ? sql`h.account_user_id IN (SELECT g.account_user_id FROM granted g WHERE g.permission_id = ${filter.appPermissionId})`
    : sql`true`;
  return sql`
    WITH inst AS (
      SELECT ai.id, ai.app_id, ai.account_id FROM app_instances ai WHERE ai.id = ${appInstanceId}
    ), members AS (
      SELECT au.id, au.user_type FROM account_users au JOIN inst ON au.account_id = inst.account_id WHERE ${member}
    ), assigned AS (
      SELECT aur.account_user_id, aur.app_instance_role_id, aur.app_default_user_role_id
      FROM account_user_roles aur JOIN members m ON m.id = aur.account_user_id
      WHERE aur.app_instance_id = ${appInstanceId}
    ), held AS (
      SELECT a.account_user_id, 'instance'::text AS kind, ir.id AS role_id, ir.role_name, true AS assigned
      FROM assigned a JOIN app_instance_roles ir ON ir.id = a.app_instance_role_id
      UNION
      SELECT a.account_user_id, 'default'::text, dr.id, dr.role_name, true
      FROM assigned a JOIN app_default_user_roles dr ON dr.id = a.app_default_user_role_id
      UNION
      SELECT m.id, 'default'::text, dr.id, dr.role_name, false
      FROM members m JOIN inst ON true JOIN app_default_user_roles dr ON dr.app_id = inst.app_id AND dr.user_type = m.user_type
      WHERE NOT EXISTS (SELECT 1 FROM assigned a WHERE a.account_user_id = m.id)
    ), granted AS (
      SELECT h.account_user_id, h.kind, h.role_id, coalesce(irp.app_permission_id, drp.app_permission_id) AS permission_id
      FROM held h
      LEFT JOIN app_instance_role_permissions irp ON h.kind = 'instance' AND irp.app_instance_role_id = h.role_id
      LEFT JOIN app_default_user_role_permissions drp ON h.kind = 'default' AND drp.app_default_user_roles_id = h.role_id
    )
    SELECT h.account_user_id, m.user_type, h.kind, h.role_id, h.role_name, h.assigned,
      NULL::int AS permission_id, NULL::text AS permission_name, NULL::text AS display_label,
      NULL::int[] AS instance_roles, NULL::int[] AS default_roles
    FROM held h JOIN members m ON m.id = h.account_user_id
    WHERE ${holder}
    UNION ALL
    SELECT g.account_user_id, NULL, NULL, NULL, NULL, NULL, p.id, p.permission_name, p.display_label,
      array_agg(g.role_id ORDER BY g.role_id) FILTER (WHERE g.kind = 'instance'),
      array_agg(g.role_id ORDER BY g.role_id) FILTER (WHERE g.kind = 'default')
    FROM granted g JOIN app_permissions p ON p.id = g.permission_id
    WHERE ${permission}
    GROUP BY g.account_user_id, p.id, p.permission_name, p.display_label`;
}

const byKindThenName = (a: RoleRef, b: RoleRef) =>
  (a.kind === b.kind ? 0 : a.kind === 'instance' ? -1 : 1) || a.roleName.localeCompare(b.roleName) || a.id - b.id;

/** Every member's (or the filtered members') roles and permissions in the instance, with why. */
export async function memberGrants(db: Db, appInstanceId: number, filter: GrantFilter = {}): Promise<Map<number, MemberGrants>> {
  const rows = await rowsOf<Row>(db, grantsQuery(appInstanceId, filter));
  const byMember = new Map<number, MemberGrants>();
  const roleIndex = new Map<number, Map<string, RoleRef>>();
  const grantsOf = (accountUserId: number) => {
    let grants = byMember.get(accountUserId);
    if (!grants) {
      byMember.set(accountUserId, (grants = { accountUserId, userType: '', source: 'userTypeDefaults', roles: [], permissions: [] }));
      roleIndex.set(accountUserId, new Map());
    }
    return grants;
  };
  for (const row of rows) {
    if (row.kind === null || row.role_id === null) continue;
    const grants = grantsOf(row.account_user_id);
    grants.userType = row.user_type ?? grants.userType;
    if (row.assigned) grants.source = 'assigned';
    const ref: RoleRef = { id: row.role_id, roleName: row.role_name ?? '', kind: row.kind };
    grants.roles.push(ref);
    roleIndex.get(row.account_user_id)?.set(`${ref.kind}:${ref.id}`, ref);
  }
  for (const row of rows) {
    if (row.permission_id === null) continue;
    const grants = grantsOf(row.account_user_id);
    const roles = roleIndex.get(row.account_user_id) ?? new Map<string, RoleRef>();
    const refs = [
      ...intArray(row.instance_roles).map((id) => roles.get(`instance:${id}`)),
      ...intArray(row.default_roles).map((id) => roles.get(`default:${id}`)),
    ].filter((r): r is RoleRef => r !== undefined);
    grants.permissions.push({
      id: row.permission_id, permissionName: row.permission_name ?? '', displayLabel: row.display_label, grantedBy: refs.sort(byKindThenName),
    });
  }
  for (const grants of byMember.values()) {
    grants.roles.sort(byKindThenName);
    grants.permissions.sort((a, b) => a.permissionName.localeCompare(b.permissionName) || a.id - b.id);
  }
  return byMember;
}

/** One member's roles and permissions in the instance (none held: no roles, the defaults' source). */
export async function grantsOfMember(
  db: Db, appInstanceId: number, member: { accountUserId: number; userType: string },
): Promise<MemberGrants> {
  const grants = (await memberGrants(db, appInstanceId, { accountUserId: member.accountUserId })).get(member.accountUserId);
  return grants ?? { accountUserId: member.accountUserId, userType: member.userType, source: 'userTypeDefaults', roles: [], permissions: [] };
}

/** The member's permission ids in the instance as flags, e.g. { export_data: true }. */
export const flagsOf = (grants: MemberGrants): Record<string, boolean> =>
  Object.fromEntries(grants.permissions.map((p) => [p.permissionName, true]));

// What members hold in an app instance, and why: ONE query (the SQL function member_grants,
// migration 0010), with the rules of flagsFor and member_flags (migration 0008): the roles assigned
// to the member in the instance (custom or default), else the app's default roles for the member's
// user type; the member holds every permission of those roles.
// It answers, per member, the roles held and, per permission, the roles granting it (aggregated in
// the database: 50 roles × 200 permissions come back as 50 + 200 rows, not 10,000). The effective
// permissions view, the permission holders view, the impact preview, held roles and app login all
// read it.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/connection';
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


/** An int[] as the driver hands it: an array, or PostgreSQL's text form when the driver leaves it. */
const intArray = (value: number[] | string | null): number[] => {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
};

/** The SQL function member_grants (migration 0010) holds the query: its plan is made once per connection. */
const grantsQuery = (appInstanceId: number, filter: GrantFilter): SQL =>
  sql`select * from member_grants(${appInstanceId}::int, ${filter.accountUserId ?? null}::int, ${filter.appPermissionId ?? null}::int)`;

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
  // Each member's roles sorted once; a permission's granting roles follow that order (by rank).
  const rank = new Map<number, Map<string, number>>();
  for (const grants of byMember.values()) {
    grants.roles.sort(byKindThenName);
    rank.set(grants.accountUserId, new Map(grants.roles.map((r, i) => [`${r.kind}:${r.id}`, i])));
  }
  for (const row of rows) {
    if (row.permission_id === null) continue;
    const grants = grantsOf(row.account_user_id);
    const roles = roleIndex.get(row.account_user_id) ?? new Map<string, RoleRef>();
    const order = rank.get(row.account_user_id) ?? new Map<string, number>();
    const keys = [
      ...intArray(row.instance_roles).map((id) => `instance:${id}`),
      ...intArray(row.default_roles).map((id) => `default:${id}`),
    ].filter((k) => roles.has(k)).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    grants.permissions.push({
      id: row.permission_id, permissionName: row.permission_name ?? '', displayLabel: row.display_label,
      grantedBy: keys.map((k) => roles.get(k) as RoleRef),
    });
  }
  // Permission ids are letters, digits and underscore: a plain comparison orders them.
  for (const grants of byMember.values()) {
    grants.permissions.sort((a, b) => (a.permissionName < b.permissionName ? -1 : a.permissionName > b.permissionName ? 1 : a.id - b.id));
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

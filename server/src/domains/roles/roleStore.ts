// Roles (developer-portal.md §3, §6): an app's default roles (each for a user type) and an
// instance's custom roles, their permission sets (replaced whole), the combined listing, and who
// holds them. A role still assigned to members is not deleted (403).
import { and, count, countDistinct, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUserRoles, appDefaultUserRolePermissions, appDefaultUserRoles, appInstanceRolePermissions, appInstanceRoles } from './tables';
import { conflict, forbidden } from '../../http/errors';
import { containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec } from '../../http/paging';
import type { DefaultRoleView, InstanceRoleView, RoleListing } from '../../../../contract/roles';
import { rowsOf } from '../../db/connection';
import { ALL_PERMISSIONS } from '../../../../contract/sessionFlags';
import { DEFAULT_ROLE_SORT_FIELDS, INSTANCE_ROLE_SORT_FIELDS } from '../../../../contract/rolesRules';

export type DefaultRoleRow = typeof appDefaultUserRoles.$inferSelect;
export type InstanceRoleRow = typeof appInstanceRoles.$inferSelect;

export const ROLE_NAME_TAKEN = 'A role with this name already exists in this app instance';
export const assignedRoleMessage = (members: number) =>
  `This role cannot be deleted because it is assigned to ${members} member${members === 1 ? '' : 's'}`;

const defaultPermissionCount = sql<number>`(select count(*) from app_default_user_role_permissions l where l.app_default_user_roles_id = app_default_user_roles.id)`.mapWith(Number);
const instancePermissionCount = sql<number>`(select count(*) from app_instance_role_permissions l where l.app_instance_role_id = app_instance_roles.id)`.mapWith(Number);
const instanceMemberCount = sql<number>`(select count(distinct a.account_user_id) from account_user_roles a where a.app_instance_role_id = app_instance_roles.id)`.mapWith(Number);

const iso = (d: Date) => d.toISOString();
/** A role's revision after a save of it or its permission set (record 0413). */
const nextRevision = (table: typeof appDefaultUserRoles | typeof appInstanceRoles) => sql`${table.revision} + 1`;

// Default roles --------------------------------------------------------------------------------------

export type DefaultRoleSortField = (typeof DEFAULT_ROLE_SORT_FIELDS)[number];
export const DEFAULT_DEFAULT_ROLE_SORT: SortSpec<DefaultRoleSortField> = { field: 'roleName', direction: 'asc' };
const defaultSortColumns = {
  roleName: sql`lower(${appDefaultUserRoles.roleName})`, userType: appDefaultUserRoles.userType,
  createdAt: appDefaultUserRoles.createdAt, id: appDefaultUserRoles.id,
};

export async function listDefaultRoles(
  db: Db, filter: { appId: number; userType?: string; query?: string }, sort: SortSpec<DefaultRoleSortField>, page: Page,
) {
  const where = and(
    eq(appDefaultUserRoles.appId, filter.appId),
    filter.userType ? eq(appDefaultUserRoles.userType, filter.userType) : undefined,
    filter.query?.trim() ? ilike(appDefaultUserRoles.roleName, containsPattern(filter.query.trim())) : undefined,
  );
  const rows = await db.select({
    ...getTableColumns(appDefaultUserRoles), permissionCount: defaultPermissionCount, total: sql<number>`count(*) over()`.mapWith(Number),
  }).from(appDefaultUserRoles).where(where).orderBy(...orderByClause(defaultSortColumns, sort, appDefaultUserRoles.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page,
    async () => (await db.select({ n: count() }).from(appDefaultUserRoles).where(where))[0].n);
  return { content: content.map(toDefaultRoleView), totalElements };
}

export const toDefaultRoleView = (row: DefaultRoleRow & { permissionCount: number }): DefaultRoleView => ({
  id: row.id, appId: row.appId, roleName: row.roleName, userType: row.userType, permissionCount: row.permissionCount, revision: row.revision,
  createdAt: iso(row.createdAt),
});

export async function defaultRoleView(db: Db, id: number): Promise<DefaultRoleView> {
  const [row] = await db.select({ ...getTableColumns(appDefaultUserRoles), permissionCount: defaultPermissionCount })
    .from(appDefaultUserRoles).where(eq(appDefaultUserRoles.id, id));
  return toDefaultRoleView(row);
}

export async function createDefaultRole(db: Db, values: { appId: number; roleName: string; userType: string }, userId: number) {
  const [created] = await db.insert(appDefaultUserRoles).values({ ...values, userCreated: userId, userUpdated: userId }).returning();
  return created;
}

export async function updateDefaultRole(db: Db, id: number, values: { roleName?: string; userType?: string }, userId: number) {
  await db.update(appDefaultUserRoles).set({ ...values, userUpdated: userId, revision: nextRevision(appDefaultUserRoles) }).where(eq(appDefaultUserRoles.id, id));
}

/** How many members a role is explicitly assigned to. */
async function assignedMembers(db: Db, column: typeof accountUserRoles.appInstanceRoleId | typeof accountUserRoles.appDefaultUserRoleId, id: number) {
  const [{ n }] = await db.select({ n: countDistinct(accountUserRoles.accountUserId) }).from(accountUserRoles).where(eq(column, id));
  return n;
}

/** Deletes a default role unless a member holds it by assignment (403, with how many). */
export async function deleteDefaultRole(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: appDefaultUserRoles.id }).from(appDefaultUserRoles).where(eq(appDefaultUserRoles.id, id)).for('update');
    const members = await assignedMembers(tx as unknown as Db, accountUserRoles.appDefaultUserRoleId, id);
    if (members > 0) throw forbidden(assignedRoleMessage(members));
    await tx.delete(appDefaultUserRoles).where(eq(appDefaultUserRoles.id, id));
  });
}

// Instance roles -------------------------------------------------------------------------------------

export type InstanceRoleSortField = (typeof INSTANCE_ROLE_SORT_FIELDS)[number];
export const DEFAULT_INSTANCE_ROLE_SORT: SortSpec<InstanceRoleSortField> = { field: 'roleName', direction: 'asc' };
const instanceSortColumns = { roleName: sql`lower(${appInstanceRoles.roleName})`, createdAt: appInstanceRoles.createdAt, id: appInstanceRoles.id };

export const toInstanceRoleView = (row: InstanceRoleRow & { permissionCount: number; memberCount: number }): InstanceRoleView => ({
  id: row.id, appInstanceId: row.appInstanceId, appId: row.appId, roleName: row.roleName, name: row.roleName,
  permissionCount: row.permissionCount, memberCount: row.memberCount, revision: row.revision, createdAt: iso(row.createdAt),
});

const instanceRoleColumns = { ...getTableColumns(appInstanceRoles), permissionCount: instancePermissionCount, memberCount: instanceMemberCount };

export async function listInstanceRoles(db: Db, appInstanceId: number, query: string | undefined, sort: SortSpec<InstanceRoleSortField>, page: Page) {
  const where = and(
    eq(appInstanceRoles.appInstanceId, appInstanceId),
    query?.trim() ? ilike(appInstanceRoles.roleName, containsPattern(query.trim())) : undefined,
  );
  const rows = await db.select({ ...instanceRoleColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(appInstanceRoles).where(where).orderBy(...orderByClause(instanceSortColumns, sort, appInstanceRoles.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page,
    async () => (await db.select({ n: count() }).from(appInstanceRoles).where(where))[0].n);
  return { content: content.map(toInstanceRoleView), totalElements };
}

export async function instanceRoleView(db: Db, id: number): Promise<InstanceRoleView> {
  const [row] = await db.select(instanceRoleColumns).from(appInstanceRoles).where(eq(appInstanceRoles.id, id));
  return toInstanceRoleView(row);
}

async function instanceNameTaken(db: Db, appInstanceId: number, roleName: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: appInstanceRoles.id }).from(appInstanceRoles).where(and(
    eq(appInstanceRoles.appInstanceId, appInstanceId), sql`lower(${appInstanceRoles.roleName}) = lower(${roleName})`,
    exceptId === undefined ? undefined : sql`${appInstanceRoles.id} <> ${exceptId}`,
  ));
  return row !== undefined;
}

export async function createInstanceRole(db: Db, instance: { id: number; appId: number }, roleName: string, userId: number) {
  if (await instanceNameTaken(db, instance.id, roleName)) throw conflict(ROLE_NAME_TAKEN);
  const [created] = await db.insert(appInstanceRoles).values({
    appInstanceId: instance.id, appId: instance.appId, roleName, userCreated: userId, userUpdated: userId,
  }).returning();
  return created;
}

export async function renameInstanceRole(db: Db, role: InstanceRoleRow, roleName: string, userId: number): Promise<void> {
  if (await instanceNameTaken(db, role.appInstanceId, roleName, role.id)) throw conflict(ROLE_NAME_TAKEN);
  await db.update(appInstanceRoles).set({ roleName, userUpdated: userId, revision: nextRevision(appInstanceRoles) }).where(eq(appInstanceRoles.id, role.id));
}

/** Deletes a custom role unless a member holds it (403, with how many). */
export async function deleteInstanceRole(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: appInstanceRoles.id }).from(appInstanceRoles).where(eq(appInstanceRoles.id, id)).for('update');
    const members = await assignedMembers(tx as unknown as Db, accountUserRoles.appInstanceRoleId, id);
    if (members > 0) throw forbidden(assignedRoleMessage(members));
    await tx.delete(appInstanceRoles).where(eq(appInstanceRoles.id, id));
  });
}

// Permission sets --------------------------------------------------------------------------------------

export async function replaceDefaultRolePermissions(db: Db, roleId: number, permissionIds: number[], userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(appDefaultUserRolePermissions).where(eq(appDefaultUserRolePermissions.appDefaultUserRolesId, roleId));
    await tx.update(appDefaultUserRoles).set({ userUpdated: userId, revision: nextRevision(appDefaultUserRoles) }).where(eq(appDefaultUserRoles.id, roleId));
    if (permissionIds.length > 0) {
      await tx.insert(appDefaultUserRolePermissions).values(permissionIds.map((appPermissionId) => ({
        appDefaultUserRolesId: roleId, appPermissionId, userCreated: userId, userUpdated: userId,
      })));
    }
  });
}

export async function replaceInstanceRolePermissions(db: Db, role: InstanceRoleRow, permissionIds: number[], userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(appInstanceRolePermissions).where(eq(appInstanceRolePermissions.appInstanceRoleId, role.id));
    await tx.update(appInstanceRoles).set({ userUpdated: userId, revision: nextRevision(appInstanceRoles) }).where(eq(appInstanceRoles.id, role.id));
    if (permissionIds.length > 0) {
      await tx.insert(appInstanceRolePermissions).values(permissionIds.map((appPermissionId) => ({
        appInstanceRoleId: role.id, appInstanceId: role.appInstanceId, appId: role.appId, appPermissionId, userCreated: userId, userUpdated: userId,
      })));
    }
  });
}

/**
 * Whether changing the custom role's permissions to `permissionIds` is an owner's matter: the role is
 * held by an OWNER, or carries allpermissions before or after (the rule of the Users page: only a
 * holder of allpermissions grants it or changes an owner's access).
 */
export async function touchesOwners(db: Db, roleId: number, permissionIds: number[]): Promise<boolean> {
  const ids = permissionIds.length > 0 ? sql`ARRAY[${sql.join(permissionIds.map((id) => sql`${id}::int`), sql`, `)}]` : sql`ARRAY[]::int[]`;
  const [row] = await rowsOf<{ owner: boolean }>(db, sql`
    SELECT EXISTS (
      SELECT 1 FROM account_user_roles aur JOIN account_users au ON au.id = aur.account_user_id
      WHERE aur.app_instance_role_id = ${roleId} AND au.user_type = 'OWNER'
    ) OR EXISTS (
      SELECT 1 FROM app_permissions p WHERE p.permission_name = ${ALL_PERMISSIONS} AND (p.id = ANY (${ids})
        OR p.id IN (SELECT l.app_permission_id FROM app_instance_role_permissions l WHERE l.app_instance_role_id = ${roleId}))
    ) AS owner`);
  return row.owner === true;
}

// The combined listing -----------------------------------------------------------------------------------

/** The app's default roles (of the user type, when given) and the instance's custom roles: custom first, by name. */
export async function listRoles(
  db: Db, instance: { id: number; appId: number }, filter: { userType?: string; query?: string }, page: Page,
) {
  const search: SQL = filter.query?.trim() ? sql`r.role_name ILIKE ${containsPattern(filter.query.trim())}` : sql`true`;
  const userType: SQL = filter.userType ? sql`dr.user_type = ${filter.userType}` : sql`true`;
  type Row = { id: number; role_name: string; kind: 'instance' | 'default'; user_type: string | null; permission_count: number; revision: number; total: number };
  const rows = await rowsOf<Row>(db, sql`
    WITH r AS (
      SELECT ir.id, ir.role_name, 'instance'::text AS kind, NULL::text AS user_type,
        (SELECT count(*)::int FROM app_instance_role_permissions l WHERE l.app_instance_role_id = ir.id) AS permission_count, ir.revision
      FROM app_instance_roles ir WHERE ir.app_instance_id = ${instance.id}
      UNION ALL
      SELECT dr.id, dr.role_name, 'default'::text, dr.user_type,
        (SELECT count(*)::int FROM app_default_user_role_permissions l WHERE l.app_default_user_roles_id = dr.id), dr.revision
      FROM app_default_user_roles dr WHERE dr.app_id = ${instance.appId} AND ${userType}
    )
    SELECT r.*, (count(*) OVER ())::int AS total FROM r WHERE ${search}
    ORDER BY r.kind DESC, lower(r.role_name), r.id
    LIMIT ${page.size} OFFSET ${pageOffset(page.page, page.size)}`);
  const content: RoleListing[] = rows.map((r) => ({
    id: r.id, roleName: r.role_name, kind: r.kind, userType: r.user_type, permissionCount: Number(r.permission_count), revision: Number(r.revision),
  }));
  const totalElements = rows.length > 0 ? Number(rows[0].total) : page.page > 0 ? await countRoles(db, instance, search, userType) : 0;
  return { content, totalElements };
}

async function countRoles(db: Db, instance: { id: number; appId: number }, search: SQL, userType: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`
    SELECT count(*)::int AS n FROM (
      SELECT ir.role_name FROM app_instance_roles ir WHERE ir.app_instance_id = ${instance.id}
      UNION ALL SELECT dr.role_name FROM app_default_user_roles dr WHERE dr.app_id = ${instance.appId} AND ${userType}
    ) r WHERE ${search}`);
  return Number(row.n);
}

// An app's permissions (developer-portal.md §3, §5): listing, saving, deleting, what uses them, and
// the checkbox list of a role (every permission of the app, ticked when the role holds it).
import { and, count, countDistinct, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appDefaultUserRolePermissions, appInstanceRolePermissions, appPermissions } from './tables';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec } from '../../http/paging';
import type { AppPermissionView, PermissionChoice } from '../../../../contract/roles';
import { MAX_ROLE_PERMISSIONS, PERMISSION_SORT_FIELDS } from '../../../../contract/rolesRules';

export type PermissionRow = typeof appPermissions.$inferSelect;
export const PERMISSION_TAKEN = 'A permission with this id already exists in this app';

export const toPermissionView = (row: PermissionRow): AppPermissionView => ({
  id: row.id, appId: row.appId, permissionName: row.permissionName, displayLabel: row.displayLabel,
  description: row.description, createdAt: row.createdAt.toISOString(),
});

export type PermissionSortField = (typeof PERMISSION_SORT_FIELDS)[number];
export const DEFAULT_PERMISSION_SORT: SortSpec<PermissionSortField> = { field: 'permissionName', direction: 'asc' };
const sortColumns = {
  permissionName: sql`lower(${appPermissions.permissionName})`, displayLabel: sql`lower(coalesce(${appPermissions.displayLabel}, ''))`,
  createdAt: appPermissions.createdAt, id: appPermissions.id,
};

const searching = (query: string | undefined): SQL | undefined => {
  if (!query?.trim()) return undefined;
  const pattern = containsPattern(query.trim());
  return or(ilike(appPermissions.permissionName, pattern), ilike(appPermissions.displayLabel, pattern));
};

export async function listPermissions(db: Db, appId: number, query: string | undefined, sort: SortSpec<PermissionSortField>, page: Page) {
  const where = and(eq(appPermissions.appId, appId), searching(query));
  const rows = await db.select({ ...getTableColumns(appPermissions), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(appPermissions).where(where).orderBy(...orderByClause(sortColumns, sort, appPermissions.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page,
    async () => (await db.select({ n: count() }).from(appPermissions).where(where))[0].n);
  return { content: content.map(toPermissionView), totalElements };
}

/** A permission of the app (another app's: 404). */
export async function permissionOf(db: Db, appId: number, id: number): Promise<PermissionRow> {
  const [row] = await db.select().from(appPermissions).where(and(eq(appPermissions.id, id), eq(appPermissions.appId, appId)));
  if (!row) throw notFound('Permission');
  return row;
}

export interface PermissionValues { permissionName: string; displayLabel: string; description?: string | null }

export async function createPermission(db: Db, appId: number, values: PermissionValues, userId: number): Promise<PermissionRow> {
  const [created] = await db.insert(appPermissions).values({ appId, ...values, userCreated: userId, userUpdated: userId })
    .onConflictDoNothing().returning();
  if (!created) throw conflict(PERMISSION_TAKEN);
  return created;
}

export async function updatePermission(db: Db, row: PermissionRow, values: Partial<PermissionValues>, userId: number): Promise<PermissionRow> {
  if (values.permissionName !== undefined && values.permissionName !== row.permissionName) {
    const [taken] = await db.select({ id: appPermissions.id }).from(appPermissions)
      .where(and(eq(appPermissions.appId, row.appId), eq(appPermissions.permissionName, values.permissionName)));
    if (taken) throw conflict(PERMISSION_TAKEN);
  }
  try {
    const [updated] = await db.update(appPermissions).set({ ...values, userUpdated: userId }).where(eq(appPermissions.id, row.id)).returning();
    return updated;
  } catch (err) {
    // A concurrent save took the id between the check and the update.
    if ((err as { code?: string }).code === '23505') throw conflict(PERMISSION_TAKEN);
    throw err;
  }
}

/** How many roles hold the permission: the app's default roles, and custom roles of every instance. */
export async function permissionUsage(db: Db, id: number) {
  const [[defaults], [instances]] = await Promise.all([
    db.select({ n: countDistinct(appDefaultUserRolePermissions.appDefaultUserRolesId) }).from(appDefaultUserRolePermissions)
      .where(eq(appDefaultUserRolePermissions.appPermissionId, id)),
    db.select({ n: countDistinct(appInstanceRolePermissions.appInstanceRoleId) }).from(appInstanceRolePermissions)
      .where(eq(appInstanceRolePermissions.appPermissionId, id)),
  ]);
  return { defaultRoles: defaults.n, instanceRoles: instances.n };
}

/** Deletes the permission (its role links go with it); answers how many roles lost it. */
export async function deletePermission(db: Db, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const usage = await permissionUsage(tx as unknown as Db, id);
    await tx.delete(appPermissions).where(eq(appPermissions.id, id));
    return usage.defaultRoles + usage.instanceRoles;
  });
}

/** The ids, deduplicated, when every one is a permission of the app; else a 400 naming the field. */
export async function appPermissionIds(db: Db, appId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: appPermissions.id }).from(appPermissions)
    .where(and(eq(appPermissions.appId, appId), inArray(appPermissions.id, unique)));
  if (found.length !== unique.length) throw badRequest("Every permission must be one of the app's permissions", { field: 'checkedPermission' });
  return unique;
}

export type RoleHolder = { kind: 'default'; roleId: number } | { kind: 'instance'; roleId: number };

/** Every permission of the app (matching the search), ticked when the role holds it; paged, or all (capped). */
/** The app's permissions, ticked when the role holds them; none ticked for a role not yet made (holder null). */
export async function permissionChoices(db: Db, appId: number, holder: RoleHolder | null, query: string | undefined, page?: Page) {
  const checked = holder === null ? sql<boolean>`false` : holder.kind === 'default'
    ? sql<boolean>`exists (select 1 from app_default_user_role_permissions l where l.app_default_user_roles_id = ${holder.roleId} and l.app_permission_id = app_permissions.id)`
    : sql<boolean>`exists (select 1 from app_instance_role_permissions l where l.app_instance_role_id = ${holder.roleId} and l.app_permission_id = app_permissions.id)`;
  const where = and(eq(appPermissions.appId, appId), searching(query));
  const base = db.select({
    id: appPermissions.id, permissionName: appPermissions.permissionName, displayLabel: appPermissions.displayLabel,
    checked: checked.mapWith(Boolean), total: sql<number>`count(*) over()`.mapWith(Number),
  }).from(appPermissions).where(where).orderBy(sql`lower(${appPermissions.permissionName})`, appPermissions.id);
  const rows = page ? await base.limit(page.size).offset(pageOffset(page.page, page.size)) : await base.limit(MAX_ROLE_PERMISSIONS);
  const { rows: content, totalElements } = await pageWithTotal(rows, page?.page ?? 0,
    async () => (await db.select({ n: count() }).from(appPermissions).where(where))[0].n);
  return { content: content as PermissionChoice[], totalElements };
}

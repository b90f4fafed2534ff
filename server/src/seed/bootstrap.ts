// Runs on every start: makes sure the platform app (AdminApp), its permission flags, default roles
// and console labels exist. Only missing rows are added: a re-run never duplicates and
// never overwrites what an administrator edited. One transaction under an advisory lock, so
// replicas starting together over one PostgreSQL do not race.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { apps } from '../db/schema';
import { appDefaultUserRolePermissions, appDefaultUserRoles, appPermissions } from '../domains/roles/api';
import { uiProperties } from '../domains/uiTexts/api';
import { ADMIN_APP } from '../../../contract/appKinds';
import { ADMIN_APP_DEFAULT_ROLES, ADMIN_APP_PERMISSIONS, ADMIN_UI_PROPERTIES } from './platformCatalog';

/** Advisory-lock key shared by the seeding steps (any constant bigint). */
export const SEED_LOCK_KEY = 7_201_455_001;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function withSeedLock<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return work(tx);
  });
}

export async function bootstrapPlatform(db: Db): Promise<void> {
  await withSeedLock(db, async (tx) => {
    await tx.insert(apps).values({
      name: ADMIN_APP, description: 'The platform console', type: 'app', status: 'ACTIVE', published: 'PUBLISHED',
    }).onConflictDoNothing();
    const [adminApp] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.name, ADMIN_APP));

    await tx.insert(appPermissions).values(Object.entries(ADMIN_APP_PERMISSIONS).map(([permissionName, displayLabel]) => ({
      appId: adminApp.id, permissionName, displayLabel, description: displayLabel,
    }))).onConflictDoNothing();
    await addMissingDefaultRoles(tx, adminApp.id);

    await tx.insert(uiProperties).values(Object.entries(ADMIN_UI_PROPERTIES).map(([propertyName, locale]) => ({
      appId: adminApp.id, propertyName, defaultValue: locale.en, locale, tag: 'app', status: 'ACTIVE',
    }))).onConflictDoNothing();
  });
}

/** Default roles are matched by name and user type; an existing role keeps its (edited) permissions. */
async function addMissingDefaultRoles(tx: Tx, appId: number): Promise<void> {
  const existing = await tx.select({ roleName: appDefaultUserRoles.roleName, userType: appDefaultUserRoles.userType })
    .from(appDefaultUserRoles).where(eq(appDefaultUserRoles.appId, appId));
  const missing = ADMIN_APP_DEFAULT_ROLES.filter((r) => !existing.some((e) => e.roleName === r.roleName && e.userType === r.userType));
  if (missing.length === 0) return;

  const permissionIds = new Map((await tx.select({ id: appPermissions.id, name: appPermissions.permissionName })
    .from(appPermissions).where(eq(appPermissions.appId, appId))).map((p) => [p.name, p.id]));
  for (const role of missing) {
    const [created] = await tx.insert(appDefaultUserRoles).values({ appId, roleName: role.roleName, userType: role.userType })
      .returning({ id: appDefaultUserRoles.id });
    const links = role.permissions.flatMap((name) => {
      const appPermissionId = permissionIds.get(name);
      return appPermissionId ? [{ appDefaultUserRolesId: created.id, appPermissionId }] : [];
    });
    if (links.length > 0) await tx.insert(appDefaultUserRolePermissions).values(links).onConflictDoNothing();
  }
}

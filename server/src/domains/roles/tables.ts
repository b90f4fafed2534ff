// The roles domain's tables (developer-portal.md §3 Roles): an app's permissions, its default roles per
// user type, an instance's custom roles, and the roles each member holds in an instance. Other domains
// read them through roles/api.ts. Migrations: `DOMAIN=roles npx drizzle-kit generate` (its migrations folder).
import { pgTable, integer, text, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt } from '../../db/tables/columns';
import { accountUsers, apps, appInstances } from '../../db/schema';

export const appPermissions = pgTable('app_permissions', {
  id: id(),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  /** The flag itself, e.g. view_apps: letters, digits and underscore, under 20 characters. */
  permissionName: text().notNull(),
  displayLabel: text(),
  description: text(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('app_permissions_app_name').on(t.appId, t.permissionName)]);

/** An app's default role for a user type; used when an account user has no role assigned. */
export const appDefaultUserRoles = pgTable('app_default_user_roles', {
  id: id(),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  roleName: text().notNull(),
  userType: text().notNull(),
  /** 1 when added; every save of the role or its permission set adds one: a save names it to refuse a stale one (record 0413). */
  revision: integer().notNull().default(1),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
}, (t) => [index('app_default_user_roles_app_type').on(t.appId, t.userType)]);

export const appDefaultUserRolePermissions = pgTable('app_default_user_role_permissions', {
  id: id(),
  appDefaultUserRolesId: integer().notNull().references(() => appDefaultUserRoles.id, { onDelete: 'cascade' }),
  appPermissionId: integer().notNull().references(() => appPermissions.id, { onDelete: 'cascade' }),
  userCreated: integer(),
  userUpdated: integer(),
}, (t) => [uniqueIndex('app_default_role_permission').on(t.appDefaultUserRolesId, t.appPermissionId)]);

/** Custom roles an account defines in its instance of an app. */
export const appInstanceRoles = pgTable('app_instance_roles', {
  id: id(),
  appInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  roleName: text().notNull(),
  /** As a default role's: every save of the role or its permission set adds one. */
  revision: integer().notNull().default(1),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
}, (t) => [index('app_instance_roles_instance').on(t.appInstanceId)]);

export const appInstanceRolePermissions = pgTable('app_instance_role_permissions', {
  id: id(),
  appInstanceRoleId: integer().notNull().references(() => appInstanceRoles.id, { onDelete: 'cascade' }),
  appInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  appPermissionId: integer().notNull().references(() => appPermissions.id, { onDelete: 'cascade' }),
  userCreated: integer(),
  userUpdated: integer(),
}, (t) => [uniqueIndex('app_instance_role_permission').on(t.appInstanceRoleId, t.appPermissionId)]);

/** Roles assigned to an account user in an app instance: a custom role or a default role. */
export const accountUserRoles = pgTable('account_user_roles', {
  id: id(),
  accountUserId: integer().notNull().references(() => accountUsers.id, { onDelete: 'cascade' }),
  appInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  appInstanceRoleId: integer().references(() => appInstanceRoles.id, { onDelete: 'cascade' }),
  appDefaultUserRoleId: integer().references(() => appDefaultUserRoles.id, { onDelete: 'cascade' }),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
}, (t) => [
  index('account_user_roles_user_instance').on(t.accountUserId, t.appInstanceId),
  check('account_user_roles_one_role', sql`num_nonnulls(${t.appInstanceRoleId}, ${t.appDefaultUserRoleId}) = 1`),
]);

// Apps and what hangs on them across domains: instances (subscriptions), roles and permissions.
import { pgTable, integer, bigint, text, boolean, json, uniqueIndex, index, check, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt } from './columns';
import { accounts, accountUsers } from './people';

/** Which cached grants are still current: the effective-permissions cache keys on both versions. */
const grantsVersion = () => bigint({ mode: 'number' }).notNull().default(0);

/** Apps, services, connectors and modules (developer-portal.md §3). AdminApp is the platform's own. */
export const apps = pgTable('apps', {
  id: id(),
  appId: text(),
  name: text().notNull(),
  description: text(),
  logo: text(),
  logoType: text(), // URL | IMAGE | FONTAWESOME
  favicon: text(),
  accessUrl: text(),
  published: text(), // PUBLISHED | UNPUBLISHED | null
  mode: text(),
  type: text().notNull().default('app'),
  status: text().notNull().default('ACTIVE'),
  stopNewSubscriptions: boolean().notNull().default(false),
  // json, not jsonb: jsonb reorders an object's keys, and a form shows its fields in the schema's order.
  settingsSchema: json(),
  settingsDefaultValues: json(),
  userCreated: integer(),
  userUpdated: integer(),
  parentAppId: integer(),
  developerAccountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
  /** The last transaction that changed the app's permissions or default roles (triggers, migration 0012). */
  grantsVersion: grantsVersion(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('apps_name').on(t.name),
  index('apps_developer_account').on(t.developerAccountId, t.type),
  // The developer portal's list (by type, sorted by name) and its search.
  index('apps_developer_account_type_name').on(t.developerAccountId, t.type, sql`lower(${t.name})`, t.id),
  index('apps_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  index('apps_published_type').on(t.published, t.type),
  index('apps_parent').on(t.parentAppId),
]);

/** Each developer account's apps by type, kept by a trigger on apps (migration 0009): the portal tabs' totals. */
export const appCounts = pgTable('app_counts', {
  developerAccountId: integer().notNull(),
  type: text().notNull(),
  n: integer().notNull(),
}, (t) => [primaryKey({ columns: [t.developerAccountId, t.type] })]);

/** An account's subscription to an app. */
export const appInstances = pgTable('app_instances', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  status: text().notNull().default('ACTIVE'),
  subscriptionTerm: text(),
  subscriptionRenewalTerm: text(),
  environment: text(),
  name: text(),
  type: text(),
  settingsValues: json(),
  customSettings: json(),
  uiPropertyValues: text(),
  /** The last transaction that changed the instance's roles or who holds them (triggers, migration 0012). */
  grantsVersion: grantsVersion(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('app_instances_account_app').on(t.accountId, t.appId)]);

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

// Apps and what hangs on them: instances (subscriptions), roles and permissions, UI texts,
// parameters, app login codes and uploaded images.
import { pgTable, integer, text, boolean, timestamp, jsonb, uniqueIndex, index, check, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt, moment, bytea } from './columns';
import { users, accounts, accountUsers } from './people';

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
  settingsSchema: jsonb(),
  settingsDefaultValues: jsonb(),
  userCreated: integer(),
  userUpdated: integer(),
  parentAppId: integer(),
  developerAccountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
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
  settingsValues: jsonb(),
  customSettings: jsonb(),
  uiPropertyValues: text(),
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

/** Translatable UI texts of an app; the console's labels come from AdminApp's. */
export const uiProperties = pgTable('ui_properties', {
  id: id(),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  propertyName: text().notNull(),
  defaultValue: text(),
  description: text(),
  tag: text().notNull().default('app'),
  status: text().notNull().default('ACTIVE'),
  locale: jsonb().$type<Partial<Record<'en' | 'fr' | 'sp' | 'jp' | 'rs' | 'ch', string>>>().notNull().default({}),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('ui_properties_app_name').on(t.appId, t.propertyName)]);

export const appParameters = pgTable('app_parameters', {
  id: id(),
  parameterName: text().notNull(),
  parameterValue: text().notNull(),
  description: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('app_parameters_name').on(t.parameterName)]);

/**
 * Short-lived, single-use app sign-in tokens issued by appLoginAuthentication, bound to one app
 * instance and one account user. Stored hashed.
 */
export const appLoginTokens = pgTable('app_login_tokens', {
  id: id(),
  tokenHash: text().notNull(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  accountUserId: integer().notNull().references(() => accountUsers.id, { onDelete: 'cascade' }),
  appInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: moment(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('app_login_tokens_hash').on(t.tokenHash)]);

/** Uploaded images (app logos), with their resized thumbnails; served by an unguessable key. */
export const storedImages = pgTable('stored_images', {
  id: id(),
  key: text().notNull(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  contentType: text().notNull(), // image/png | image/jpeg
  width: integer().notNull(),
  height: integer().notNull(),
  original: bytea().notNull(),
  /** Resized to width 50 and 75 (developer-portal.md §9). */
  thumb50: bytea().notNull(),
  thumb75: bytea().notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('stored_images_key').on(t.key)]);

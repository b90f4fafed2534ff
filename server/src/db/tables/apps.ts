// Apps and what hangs on them: instances (subscriptions), roles and permissions, UI texts,
// parameters, app login codes and uploaded images.
import { pgTable, integer, bigint, text, boolean, timestamp, json, jsonb, uniqueIndex, index, check, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt, moment, bytea } from './columns';
import { users, accounts, accountUsers } from './people';

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
  /** When each locale's text was last written: older than baseUpdatedAt means stale. */
  localeUpdatedAt: jsonb().$type<Partial<Record<string, string>>>().notNull().default({}),
  /** When the English base text (en, else defaultValue) last changed. */
  baseUpdatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('ui_properties_app_name').on(t.appId, t.propertyName)]);

/** Parameters: the platform's defaults (no account), and each account's own values, which override them. */
export const appParameters = pgTable('app_parameters', {
  id: id(),
  accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
  parameterName: text().notNull(),
  parameterValue: text().notNull(),
  description: text(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('app_parameters_platform_name').on(t.parameterName).where(sql`${t.accountId} is null`),
  uniqueIndex('app_parameters_account_name').on(t.accountId, t.parameterName).where(sql`${t.accountId} is not null`),
]);

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

/**
 * API keys of an app instance (developer-portal.md §3): the subscribing account's, for the app's
 * servers to present. Only a SHA-256 of each secret is kept; `lookupId` (public, in the key) finds
 * the row. A rolled key keeps its previous secret's hash until `previousValidUntil`.
 */
export const apiKeys = pgTable('api_keys', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  appInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  /** The visible start of the key, e.g. pk_live_3k9XbQ2mPq7Z: enough to tell keys apart, nothing to use. */
  prefix: text().notNull(),
  lookupId: text().notNull(),
  secretHash: text().notNull(),
  previousSecretHash: text(),
  previousValidUntil: timestamp({ withTimezone: true }),
  scopes: text().array().notNull().default(sql`'{}'::text[]`),
  status: text().notNull().default('ACTIVE'), // ACTIVE | REVOKED
  expiresAt: timestamp({ withTimezone: true }),
  lastUsedAt: timestamp({ withTimezone: true }),
  useCount: bigint({ mode: 'number' }).notNull().default(0),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  revokedAt: timestamp({ withTimezone: true }),
}, (t) => [
  uniqueIndex('api_keys_lookup').on(t.lookupId),
  index('api_keys_instance').on(t.appInstanceId, t.createdAt),
]);

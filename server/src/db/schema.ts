// The platform's tables. Tenant rows carry account_id; every query is scoped by the caller's
// verified account (see server/src/security/guard.ts). Ids are integer identities.
import {
  pgTable, integer, text, boolean, timestamp, jsonb, uniqueIndex, index, check, primaryKey, customType,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const moment = () => timestamp({ withTimezone: true });
/** Binary data (uploaded images); PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable('users', {
  id: id(),
  username: text().notNull(),
  email: text().notNull(),
  passwordHash: text(),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  profilePicture: text(),
  using2fa: boolean().notNull().default(false),
  totpSecret: text(),
  /** A secret handed out by mfasetup, confirmed (moved to totpSecret) by the first valid code. */
  totpPendingSecret: text(),
  /** The last accepted TOTP time step: a code is never accepted twice. */
  totpLastStep: integer(),
  emailVerified: boolean().notNull().default(false),
  status: text().notNull().default('ACTIVE'),
  ssoSystem: text(),
  ssoUserId: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
  // The users list's search (ILIKE '%text%' on username and names): pg_trgm.
  index('users_username_trgm').using('gin', sql`${t.username} gin_trgm_ops`),
  index('users_first_name_trgm').using('gin', sql`${t.firstName} gin_trgm_ops`),
  index('users_last_name_trgm').using('gin', sql`${t.lastName} gin_trgm_ops`),
  // The users list sorted by name: a large account's page is read in name order, not sorted.
  index('users_first_name_lower').on(sql`lower(${t.firstName})`, t.id),
  index('users_last_name_lower').on(sql`lower(${t.lastName})`, t.id),
]);

export const accounts = pgTable('accounts', {
  id: id(),
  accountCode: text().notNull(),
  businessName: text().notNull(),
  billingEmail: text(),
  billAddress: text(),
  city: text(),
  state: text(),
  country: text(),
  zipcode: text(),
  contactPhone: text(),
  favicon: text(),
  logo: text(),
  description: text(),
  mode: text(),
  status: text().notNull().default('ACTIVE'),
  type: text(),
  disableSelection: boolean().notNull().default(false),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('accounts_code').on(t.accountCode),
  index('accounts_business_name_lower').on(sql`lower(${t.businessName})`),
  // The account search (ILIKE '%text%' on these three): pg_trgm, migration 0004.
  index('accounts_business_name_trgm').using('gin', sql`${t.businessName} gin_trgm_ops`),
  index('accounts_code_trgm').using('gin', sql`${t.accountCode} gin_trgm_ops`),
  index('accounts_billing_email_trgm').using('gin', sql`${t.billingEmail} gin_trgm_ops`),
  // The account list's other sort fields, with the id tiebreaker: the page is read in order, not sorted.
  index('accounts_created_at').on(t.createdAt, t.id),
  index('accounts_city_lower').on(sql`lower(${t.city})`, t.id),
  index('accounts_country_lower').on(sql`lower(${t.country})`, t.id),
]);

export const accountUsers = pgTable('account_users', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  userType: text().notNull(), // OWNER | DEVELOPER | USER
  status: text().notNull().default('ACTIVE'), // ACTIVE | INACTIVE
  isDefault: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('account_users_account_user').on(t.accountId, t.userId),
  index('account_users_user').on(t.userId),
  // Counting and listing a user's memberships by status from the index alone.
  index('account_users_user_status').on(t.userId, t.status, t.accountId),
  // The account's users list, filtered by status and type.
  index('account_users_account_status_type').on(t.accountId, t.status, t.userType, t.id),
  // The account's users list in its default (membership) order.
  index('account_users_account_id').on(t.accountId, t.id),
]);

/**
 * How many memberships each user has per status, kept by a trigger on account_users (migration
 * 0002): the account list's total without counting every membership on every page.
 */
export const membershipCounts = pgTable('membership_counts', {
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text().notNull(),
  n: integer().notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.status] })]);

/**
 * Members of each account by status and user type, kept by a trigger on account_users (migration
 * 0009): the users list's total without reading every membership of a large account.
 */
export const memberCounts = pgTable('member_counts', {
  accountId: integer().notNull(),
  status: text().notNull(),
  userType: text().notNull(),
  n: integer().notNull(),
}, (t) => [primaryKey({ columns: [t.accountId, t.status, t.userType] })]);

/** Opaque refresh tokens, stored hashed; one family per sign-in, rotated on every use. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: id(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  familyId: text().notNull(),
  tokenHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
  index('refresh_tokens_family').on(t.familyId),
  index('refresh_tokens_user').on(t.userId),
]);

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

/** The activity trace every console action posts (console-shell.md §7). */
export const activityTraces = pgTable('activity_traces', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer().notNull(),
  folderName: text(),
  type: text(),
  event: text(),
  message: text(),
  status: text(),
  action: text(),
  refererActionId: text(),
  trackId: text(),
  userSession: text(),
  details: jsonb(),
  createdAt: createdAt(),
}, (t) => [index('activity_traces_account').on(t.accountId, t.createdAt)]);

/** Mail that could not go to SMTP (no SMTP_URL): kept so links work on a fresh machine. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  toAddress: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  createdAt: createdAt(),
});

/** Server-held secrets such as the token-signing key when none is configured. */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});

/** Invitations to join an account (console-shell.md §3). The key is the mailed link's secret. */
export const userInvitations = pgTable('user_invitations', {
  id: id(),
  /** Random and unguessable (256 bits, base64url); single-use: accepting marks the row ACCEPTED. */
  key: text().notNull(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  roleId: integer(),
  roleName: text(),
  userType: text().notNull(), // OWNER | DEVELOPER | USER
  /** Per-app roles to assign on acceptance: [{ appId, appInstanceId, roleIds }] as the console sends them. */
  appRoles: jsonb(),
  invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  /** PENDING | ACCEPTED | DELETED; "expired" is a PENDING row past expiresAt. */
  status: text().notNull().default('PENDING'),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  acceptedAt: moment(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('user_invitations_key').on(t.key),
  index('user_invitations_account').on(t.accountId, t.status, t.createdAt, t.id),
  index('user_invitations_email_lower').on(sql`lower(${t.email})`),
]);

/** The bell's messages (console-shell.md §3 Notification). */
export const notifications = pgTable('notifications', {
  id: id(),
  /** The invitation key for INVITATION and RESEND_REQUEST items. */
  key: text(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
  /** INVITATION | RESEND_REQUEST | ACCESS_REQUEST | INFO */
  type: text().notNull().default('INFO'),
  message: text().notNull(),
  sentDatetime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** null: unread. */
  readDatetime: moment(),
  /** Set once acted on (accepted, resent, granted, denied): the action buttons are then disabled. */
  actionDatetime: moment(),
  websiteUrl: text(),
  icon: text(),
  img: text(),
}, (t) => [
  index('notifications_user_sent').on(t.userId, t.sentDatetime, t.id),
  index('notifications_key').on(t.key),
]);

/** Single-use, expiring tokens mailed to a user: email verification and password reset. Stored hashed. */
export const userTokens = pgTable('user_tokens', {
  id: id(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text().notNull(), // VERIFY_EMAIL | RESET_PASSWORD
  tokenHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: moment(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('user_tokens_hash').on(t.tokenHash),
  index('user_tokens_user_purpose').on(t.userId, t.purpose),
]);

/** "Request access" sign-ups (create-request) waiting for the platform's answer. */
export const signUpRequests = pgTable('sign_up_requests', {
  id: id(),
  email: text().notNull(),
  firstName: text(),
  lastName: text(),
  businessName: text(),
  contactPhone: text(),
  message: text(),
  status: text().notNull().default('NEW'),
  createdAt: createdAt(),
}, (t) => [index('sign_up_requests_email_lower').on(sql`lower(${t.email})`)]);

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

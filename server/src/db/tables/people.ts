// People and their accounts: users, sessions (refresh tokens), accounts and memberships with their
// counts, mail kept without SMTP, server secrets, and the platform's activity log that every domain
// writes through server/src/core/activity.ts.
import { pgTable, integer, text, boolean, timestamp, jsonb, uniqueIndex, index, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt } from './columns';

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

/** The activity trace every console action posts (console-shell.md §7). */
export const activityTraces = pgTable('activity_traces', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer().notNull(),
  folderName: text(),
  type: text(),
  event: text(),
  message: text(),
  /** The message as a key of contract/activityLogRules.ts, shown in the reader's language; null on older traces. */
  messageKey: text(),
  /** The key's parameters. */
  messageParams: jsonb(),
  status: text(),
  action: text(),
  refererActionId: text(),
  trackId: text(),
  userSession: text(),
  details: jsonb(),
  createdAt: createdAt(),
}, (t) => [
  index('activity_traces_account').on(t.accountId, t.createdAt),
  // The activity log filtered by who did it, newest first.
  index('activity_traces_account_user').on(t.accountId, t.userId, t.createdAt),
]);

/** When each periodic job last ran, whichever replica ran it (e.g. the activity log's purge). */
export const maintenanceRuns = pgTable('maintenance_runs', {
  job: text().primaryKey(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
  /** What the run did, e.g. { deleted: 120 }. */
  outcome: jsonb(),
});

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

// The users domain's table: invitations to join an account. Other domains read them through users/api.ts.
// Migrations: `DOMAIN=users npx drizzle-kit generate` (its migrations folder).
import { pgTable, integer, text, timestamp, jsonb, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt, moment } from '../../db/tables/columns';
import { users, accounts } from '../../db/schema';

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

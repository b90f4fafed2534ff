// The registration domain's tables: the tokens mailed to verify an address or reset a password, and
// the sign-up requests waiting for the platform's answer. Migrations: `DOMAIN=registration npx
// drizzle-kit generate` (its migrations folder).
import { pgTable, integer, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, moment } from '../../db/tables/columns';
import { users } from '../../db/schema';

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

// The myApps domain's table: the codes that sign a member into one of the account's apps. Migrations:
// `DOMAIN=myApps npx drizzle-kit generate` (its migrations folder).
import { pgTable, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, moment } from '../../db/tables/columns';
import { users, accounts, accountUsers, apps, appInstances } from '../../db/schema';

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

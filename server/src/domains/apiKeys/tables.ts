// The apiKeys domain's table. Migrations: `DOMAIN=apiKeys npx drizzle-kit generate` (its migrations folder).
import { pgTable, integer, bigint, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt } from '../../db/tables/columns';
import { accounts, apps, appInstances } from '../../db/schema';

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

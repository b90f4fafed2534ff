// The developer portal's table: each developer account's apps by type, kept by a trigger on apps (core
// migration 0009). Migrations: `DOMAIN=developerPortal npx drizzle-kit generate` (its migrations folder).
import { pgTable, integer, text, primaryKey } from 'drizzle-orm/pg-core';

/** Each developer account's apps by type, kept by a trigger on apps (migration 0009): the portal tabs' totals. */
export const appCounts = pgTable('app_counts', {
  developerAccountId: integer().notNull(),
  type: text().notNull(),
  n: integer().notNull(),
}, (t) => [primaryKey({ columns: [t.developerAccountId, t.type] })]);

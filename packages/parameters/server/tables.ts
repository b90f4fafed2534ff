// The parameters table (developer-portal.md §3 Parameters). Migrations: `npx drizzle-kit generate` in
// this package's folder (drizzle.config.ts).
import { pgTable, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, createdAt, id, updatedAt } from '@platform-console/plugin-api/server';

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

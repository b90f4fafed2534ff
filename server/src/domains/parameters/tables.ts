// The parameters domain's table (developer-portal.md §3 Parameters). Migrations: `DOMAIN=parameters
// npx drizzle-kit generate` (its migrations folder).
import { pgTable, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt } from '../../db/tables/columns';
import { accounts } from '../../db/schema';

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

// The pageTemplates domain's table: a page template belongs to one account, and every query names the
// caller's verified account. Its migration was written by `npx drizzle-kit generate`.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns';
import { accounts } from './people';

export const pageTemplates = pgTable('page_templates', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // The list: an account's page templates, newest change first (the console's default sort), or by name.
  index('page_templates_account_updated').on(t.accountId, t.updatedAt, t.id),
  index('page_templates_account_name').on(t.accountId, sql`lower(${t.name})`, t.id),
]);

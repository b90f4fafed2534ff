// The notes table. In the product, a domain's table lives in server/src/db/tables/ (exported from
// server/src/db/schema.ts) and `npx drizzle-kit generate` writes its migration; the example ships
// its own SQL instead (notesTable.sql, generated from this file), so the product's database never holds it.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from '../../../server/src/db/tables/columns';
import { accounts } from '../../../server/src/db/schema';

/** A note belongs to one account; every query names the caller's verified account. */
export const notes = pgTable('notes', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  title: text().notNull(),
  body: text().notNull().default(''),
  pinned: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // The list: an account's notes, newest change first (the console's default sort).
  index('notes_account_updated').on(t.accountId, t.updatedAt, t.id),
  index('notes_account_title').on(t.accountId, sql`lower(${t.title})`, t.id),
]);

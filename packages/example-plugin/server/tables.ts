// The notes table. Its migration is ./migrations (drizzle's layout): the console it is installed into
// runs it after its own, recorded apart (drizzle.__drizzle_migrations_plugin_notes).
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt, accounts } from '@platform-console/plugin-api/server';

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

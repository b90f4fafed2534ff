// Data tools (developer-portal.md §3 Database, §7 "Database, migration and export"): an account's
// connections to databases it migrates between. Passwords are sealed (security/secretBox.ts).
import { pgTable, integer, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt } from './columns';
import { accounts } from './people';

export const databaseConnections = pgTable('database_connections', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  databaseName: text().notNull(),
  engine: text().notNull(),
  host: text(),
  port: integer(),
  database: text().notNull(),
  username: text(),
  passwordSealed: text(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('database_connections_account_name').on(t.accountId, sql`lower(${t.databaseName})`),
  index('database_connections_account_sort').on(t.accountId, sql`lower(${t.databaseName})`, t.id),
]);

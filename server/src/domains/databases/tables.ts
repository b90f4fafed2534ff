// Data tools (developer-portal.md §3 Database, §7 "Database, migration and export"): an account's
// connections to databases it migrates between. Passwords are sealed (security/secretBox.ts).
import { pgTable, integer, text, uniqueIndex, index, boolean, jsonb, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt, bytea } from '../../db/tables/columns';
import { accounts } from '../../db/tables/people';

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

/**
 * A data migration between two of the account's connections, run in the background by the server
 * that started it. `progress` and `result` are written as it goes, so any replica answers a poll;
 * `heartbeatAt` tells a live job from one whose server stopped.
 */
export const migrationJobs = pgTable('migration_jobs', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  sourceId: integer().references(() => databaseConnections.id, { onDelete: 'set null' }),
  targetId: integer().references(() => databaseConnections.id, { onDelete: 'set null' }),
  sourceName: text().notNull(),
  targetName: text().notNull(),
  status: text().notNull(),
  cancelRequested: boolean().notNull().default(false),
  /** The tables asked for (null: all), so whichever replica's worker takes the job plans it again. */
  request: jsonb(),
  progress: jsonb().notNull(),
  result: jsonb(),
  userCreated: integer(),
  createdAt: createdAt(),
  heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
}, (t) => [index('migration_jobs_account_recent').on(t.accountId, t.id)]);

/**
 * Files copied into the account's named containers (developer-portal.md §7 copy-container). Kept in
 * the database, as logos are, so every replica serves them; one name per container (a new upload of
 * the name replaces the file).
 */
export const containerFiles = pgTable('container_files', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  container: text().notNull(),
  name: text().notNull(),
  contentType: text().notNull(),
  bytes: integer().notNull(),
  sha256: text().notNull(),
  content: bytea().notNull(),
  uploadedBy: integer(),
  uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('container_files_account_name').on(t.accountId, t.container, t.name)]);

// Data export (developer-portal.md §3 Data export, §7 "Database, migration and export"): which of
// the account's database connections an app instance exports from, the instance's export tables,
// and the export jobs that write them to spreadsheets.
import { pgTable, integer, bigint, text, uniqueIndex, index, jsonb, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt } from '../../db/tables/columns';
import { accounts } from '../../db/tables/people';
import { apps, appInstances } from '../../db/tables/apps';
import { databaseConnections } from '../databases/api';

/** An app instance's data source: one of its account's database connections (null once that is deleted). */
export const dataExportSources = pgTable('data_export_sources', {
  appInstanceId: integer().primaryKey().references(() => appInstances.id, { onDelete: 'cascade' }),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  connectionId: integer().references(() => databaseConnections.id, { onDelete: 'set null' }),
  userUpdated: integer(),
  updatedAt: updatedAt(),
}, (t) => [index('data_export_sources_account').on(t.accountId)]);

/** A table of the instance's data source that the instance exports (the spec's export table). */
export const exportTables = pgTable('export_tables', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  appInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  schemaName: text().notNull(),
  tableName: text().notNull(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('export_tables_instance_table').on(t.appInstanceId, t.schemaName, t.tableName),
  index('export_tables_account_instance_sort').on(t.accountId, t.appInstanceId, sql`lower(${t.tableName})`, t.id),
]);

/**
 * One export of a table to a spreadsheet, run in the background by the server that took it.
 * `progress` and `result` are written as it goes, so any replica answers a poll; the file is kept
 * under the data directory of the server that wrote it (`fileName`, relative to it).
 */
export const exportJobs = pgTable('export_jobs', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  appInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  connectionId: integer().references(() => databaseConnections.id, { onDelete: 'set null' }),
  schemaName: text().notNull(),
  tableName: text().notNull(),
  status: text().notNull(),
  progress: jsonb().notNull(),
  result: jsonb(),
  fileName: text(),
  fileBytes: bigint({ mode: 'number' }),
  userCreated: integer(),
  createdAt: createdAt(),
  heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
}, (t) => [index('export_jobs_account_recent').on(t.accountId, t.id)]);

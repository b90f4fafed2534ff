// The live changes domain's table: who is editing which record (issue 33, record 0414). Migrations:
// `DOMAIN=liveChanges npx drizzle-kit generate` (its migrations folder).
import { pgTable, integer, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';
import { users, accounts } from '../../db/schema';

/**
 * One lock per record of a route table (the topic) in an account: its holder, since when, and when
 * the holder's console last said it is still there; past EDIT_LOCK_TTL without a word, it is free.
 */
export const editLocks = pgTable('edit_locks', {
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  topic: text().notNull(),
  recordId: text().notNull(),
  holderId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  since: timestamp({ withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.accountId, t.topic, t.recordId] })]);

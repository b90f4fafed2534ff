// The notifications domain's table: the bell's messages. Migrations: `DOMAIN=notifications npx drizzle-kit
// generate` (its migrations folder).
import { pgTable, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { id, moment } from '../../db/tables/columns';
import { users, accounts } from '../../db/schema';

/** The bell's messages (console-shell.md §3 Notification). */
export const notifications = pgTable('notifications', {
  id: id(),
  /** The invitation key for INVITATION and RESEND_REQUEST items. */
  key: text(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
  /** INVITATION | RESEND_REQUEST | ACCESS_REQUEST | INFO */
  type: text().notNull().default('INFO'),
  message: text().notNull(),
  sentDatetime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** null: unread. */
  readDatetime: moment(),
  /** Set once acted on (accepted, resent, granted, denied): the action buttons are then disabled. */
  actionDatetime: moment(),
  websiteUrl: text(),
  icon: text(),
  img: text(),
}, (t) => [
  index('notifications_user_sent').on(t.userId, t.sentDatetime, t.id),
  index('notifications_key').on(t.key),
]);

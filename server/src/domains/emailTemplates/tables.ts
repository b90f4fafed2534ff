// The emailTemplates domain's table (developer-portal.md §3 "App and Instance email template"): an app's
// email templates (appInstanceId null; accountId is the app's developer account) and an app instance's
// (accountId is the subscribing account). Every query names the caller's verified account. Sample data
// is kept as the user typed it (a JSON object, checked on the way in).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from '../../db/tables/columns';
import { accounts } from '../../db/tables/people';
import { appInstances, apps } from '../../db/tables/apps';

export const emailTemplates = pgTable('email_templates', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  appInstanceId: integer().references(() => appInstances.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  subject: text().notNull().default(''),
  htmlBody: text().notNull().default(''),
  textBody: text().notNull().default(''),
  sampleData: text().notNull().default('{}'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // The lists: an app's or an instance's templates, newest change first (the console's default sort), or by name.
  index('email_templates_app_updated').on(t.accountId, t.appId, t.appInstanceId, t.updatedAt, t.id),
  index('email_templates_instance_name').on(t.appInstanceId, sql`lower(${t.name})`, t.id),
]);

// The pageTemplates domain's tables (developer-portal.md §3): an account's page templates (an app's, or an
// instance's when app_instance_id is set), their pages (drafts and published pages) and every saved state of
// a page as an immutable revision. Every row carries the account, and every query names the caller's
// verified account. Migrations: `DOMAIN=pageTemplates npx drizzle-kit generate` (its migrations folder).
import { boolean, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, moment, updatedAt } from '../../db/tables/columns';
import { accounts } from '../../db/tables/people';
import { appInstances, apps } from '../../db/tables/apps';

export const pageTemplates = pgTable('page_templates', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** The app the template is for (an app template, or the app of the instance). */
  appId: integer().references(() => apps.id, { onDelete: 'cascade' }),
  /** Set for an instance template: the account's instance the template is for. */
  appInstanceId: integer().references(() => appInstances.id, { onDelete: 'cascade' }),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // The list: an account's page templates, newest change first (the console's default sort), or by name.
  index('page_templates_account_updated').on(t.accountId, t.updatedAt, t.id),
  index('page_templates_account_name').on(t.accountId, sql`lower(${t.name})`, t.id),
]);

/**
 * A template's pages. A draft (stage 'draft') is what the editor saves; publishing a draft writes (or
 * rewrites) its published page (stage 'published', draft_id naming the draft it came from).
 */
export const templatePages = pgTable('template_pages', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  templateId: integer().notNull().references(() => pageTemplates.id, { onDelete: 'cascade' }),
  stage: text().notNull(), // draft | published
  draftId: integer().references((): AnyPgColumn => templatePages.id, { onDelete: 'set null' }),
  pageName: text().notNull(),
  description: text().notNull(),
  category: text().notNull().default(''),
  comments: text().notNull().default(''),
  status: text().notNull().default('ACTIVE'), // ACTIVE | INACTIVE
  content: text().notNull().default(''),
  /** The JSON text of the preview data, as the editor keeps it (it parses as a JSON object). */
  dataForPreview: text().notNull().default('{}'),
  /** A data URL (PNG or JPEG), or '' when none was made. */
  previewImage: text().notNull().default(''),
  stable: boolean().notNull().default(false),
  /** 1 for the first save; every save or publish of this page adds one (its revision rows). */
  revision: integer().notNull().default(1),
  userCreated: integer(),
  userEdited: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('template_pages_list').on(t.accountId, t.templateId, t.stage, t.updatedAt, t.id),
  uniqueIndex('template_pages_published_of_draft').on(t.draftId),
]);

/**
 * Every save and publish of a page, written by the store in the same transaction as the change and never
 * changed or deleted afterwards (only with the account): the page's history (§3 History entry). entity_kind
 * is 'draft' or 'published' and entity_id the template_pages row; the row may be gone, its history stays.
 */
export const templatePageRevisions = pgTable('template_page_revisions', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  entityKind: text().notNull(), // draft | published
  entityId: integer().notNull(),
  templateId: integer().notNull(),
  revision: integer().notNull(),
  pageName: text().notNull(),
  description: text().notNull(),
  category: text().notNull(),
  comments: text().notNull(),
  status: text().notNull(),
  content: text().notNull(),
  dataForPreview: text().notNull(),
  previewImage: text().notNull(),
  stable: boolean().notNull(),
  userCreated: integer(),
  userEdited: integer(),
  /** The page's own created and updated times at this revision. */
  createdDatetime: moment().notNull(),
  updatedDatetime: moment().notNull(),
  /** What the save did: 'created', 'updated', 'published', 'status', 'previewImage'. */
  action: text().notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('template_page_revisions_entity').on(t.accountId, t.entityKind, t.entityId, t.revision),
]);

// Apps and their instances (subscriptions): what every domain builds on.
import { pgTable, integer, bigint, text, boolean, json, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt } from './columns';
import { accounts } from './people';

/** Which cached grants are still current: the effective-permissions cache keys on both versions. */
const grantsVersion = () => bigint({ mode: 'number' }).notNull().default(0);

/** Apps, services, connectors and modules (developer-portal.md §3). AdminApp is the platform's own. */
export const apps = pgTable('apps', {
  id: id(),
  appId: text(),
  name: text().notNull(),
  description: text(),
  logo: text(),
  logoType: text(), // URL | IMAGE | FONTAWESOME
  favicon: text(),
  accessUrl: text(),
  published: text(), // PUBLISHED | UNPUBLISHED | null
  mode: text(),
  type: text().notNull().default('app'),
  status: text().notNull().default('ACTIVE'),
  stopNewSubscriptions: boolean().notNull().default(false),
  // json, not jsonb: jsonb reorders an object's keys, and a form shows its fields in the schema's order.
  settingsSchema: json(),
  settingsDefaultValues: json(),
  userCreated: integer(),
  userUpdated: integer(),
  parentAppId: integer(),
  developerAccountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
  /** The last transaction that changed the app's permissions or default roles (triggers, migration 0012). */
  grantsVersion: grantsVersion(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('apps_name').on(t.name),
  index('apps_developer_account').on(t.developerAccountId, t.type),
  // The developer portal's list (by type, sorted by name) and its search.
  index('apps_developer_account_type_name').on(t.developerAccountId, t.type, sql`lower(${t.name})`, t.id),
  index('apps_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  index('apps_published_type').on(t.published, t.type),
  index('apps_parent').on(t.parentAppId),
]);

/** An account's subscription to an app. */
export const appInstances = pgTable('app_instances', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  status: text().notNull().default('ACTIVE'),
  subscriptionTerm: text(),
  subscriptionRenewalTerm: text(),
  environment: text(),
  name: text(),
  type: text(),
  settingsValues: json(),
  customSettings: json(),
  uiPropertyValues: text(),
  /** The last transaction that changed the instance's roles or who holds them (triggers, migration 0012). */
  grantsVersion: grantsVersion(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('app_instances_account_app').on(t.accountId, t.appId)]);

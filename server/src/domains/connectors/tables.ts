// Connectors (developer-portal.md §3): links between an account's app instances and its connector
// instances, the HTTP requests a connector defines (connector APIs) and the values an instance fills
// in to use them. Secrets are stored encrypted (security/secretBox.ts), never in clear.
import { pgTable, integer, text, jsonb, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, createdAt, updatedAt } from '../../db/tables/columns';
import { accounts } from '../../db/tables/people';
import { apps, appInstances } from '../../db/tables/apps';

/** An app instance linked to a connector instance of the same account: ACTIVE linked, INACTIVE removed. */
export const connectorLinks = pgTable('connector_links', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  appInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  connectorAppInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  status: text().notNull().default('ACTIVE'),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('connector_links_instance_connector').on(t.appInstanceId, t.connectorAppInstanceId),
  index('connector_links_account').on(t.accountId),
]);

/** A connector's HTTP request definition; belongs to the connector's developer account. */
export const connectorApis = pgTable('connector_apis', {
  id: id(),
  connectorId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  developerAccountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  method: text().notNull(),
  url: text().notNull(),
  headers: jsonb().notNull().default([]),
  query: jsonb().notNull().default([]),
  bodyTemplate: text(),
  auth: jsonb().notNull().default({ type: 'none' }),
  /** AES-256-GCM sealed secret (secretBox.ts), or null. */
  secretSealed: text(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('connector_apis_connector_name').on(t.connectorId, sql`lower(${t.name})`),
  index('connector_apis_connector_name_sort').on(t.connectorId, sql`lower(${t.name})`, t.id),
]);

/** What makes a connector API usable in one app instance of the subscribing account. */
export const connectorInstanceApis = pgTable('connector_instance_apis', {
  id: id(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  appInstanceId: integer().notNull().references(() => appInstances.id, { onDelete: 'cascade' }),
  connectorApiId: integer().notNull().references(() => connectorApis.id, { onDelete: 'cascade' }),
  baseUrl: text(),
  placeholderValues: jsonb().notNull().default({}),
  username: text(),
  secretSealed: text(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('connector_instance_apis_instance_api').on(t.appInstanceId, t.connectorApiId)]);

// The uiTexts domain's table (developer-portal.md §3 UI texts): an app's translatable texts, in every
// console language. Migrations: `DOMAIN=uiTexts npx drizzle-kit generate` (its migrations folder).
import { pgTable, integer, text, timestamp, jsonb, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/tables/columns';
import { apps } from '../../db/schema';

/** Translatable UI texts of an app; the console's labels come from AdminApp's. */
export const uiProperties = pgTable('ui_properties', {
  id: id(),
  appId: integer().notNull().references(() => apps.id, { onDelete: 'cascade' }),
  propertyName: text().notNull(),
  defaultValue: text(),
  description: text(),
  tag: text().notNull().default('app'),
  status: text().notNull().default('ACTIVE'),
  locale: jsonb().$type<Partial<Record<'en' | 'fr' | 'sp' | 'jp' | 'rs' | 'ch', string>>>().notNull().default({}),
  /** When each locale's text was last written: older than baseUpdatedAt means stale. */
  localeUpdatedAt: jsonb().$type<Partial<Record<string, string>>>().notNull().default({}),
  /** When the English base text (en, else defaultValue) last changed. */
  baseUpdatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  userCreated: integer(),
  userUpdated: integer(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('ui_properties_app_name').on(t.appId, t.propertyName)]);

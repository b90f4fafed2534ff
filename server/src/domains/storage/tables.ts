// The storage domain's table: uploaded images. Migrations: `DOMAIN=storage npx drizzle-kit generate`
// (its migrations folder).
import { pgTable, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, bytea } from '../../db/tables/columns';
import { users, accounts } from '../../db/schema';

/** Uploaded images (app logos), with their resized thumbnails; served by an unguessable key. */
export const storedImages = pgTable('stored_images', {
  id: id(),
  key: text().notNull(),
  accountId: integer().notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  contentType: text().notNull(), // image/png | image/jpeg
  width: integer().notNull(),
  height: integer().notNull(),
  original: bytea().notNull(),
  /** Resized to width 50 and 75 (developer-portal.md §9). */
  thumb50: bytea().notNull(),
  thumb75: bytea().notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('stored_images_key').on(t.key)]);

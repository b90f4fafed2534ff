// What a migration could get wrong, read from the database itself: every table's columns, the indexes
// and the constraints, in a fixed order, so two databases compare with toEqual.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/connection';
const SHAPE_QUERIES = {
  columns: `SELECT table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
  indexes: `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
  constraints: `SELECT conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE connamespace = 'public'::regnamespace ORDER BY conname`,
};

/** `rows` runs one query on the database and answers its rows. */
export async function shapeOf(rows: (query: string) => Promise<unknown[]>) {
  return {
    columns: await rows(SHAPE_QUERIES.columns),
    indexes: await rows(SHAPE_QUERIES.indexes),
    constraints: await rows(SHAPE_QUERIES.constraints),
  };
}

/** The rows one query answers on a platform database (both drivers answer `{ rows }`). */
export const rowsOn = (database: Database) => async (query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

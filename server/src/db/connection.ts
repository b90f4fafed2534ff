// One Drizzle database over either the embedded PGlite (default) or a PostgreSQL server.
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, the embedded database is used. */
  databaseUrl?: string;
  /** The embedded database's folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
}

export async function openDatabase({ databaseUrl, dataDir = './data' }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Prepared statements are planned for their actual values every time: tenant data is skewed (one
    // user in 10,000 accounts, most in one or two), and PostgreSQL's generic plan, made for the
    // average user, scanned all 10,000 memberships where the value's plan reads ten rows.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c plan_cache_mode=force_custom_plan' });
    // An idle connection ended by the server (a restart, a dropped database) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

// One Drizzle database over either the embedded PGlite (default) or a PostgreSQL server.
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { pgliteStartParams } from './pgliteStartParams';
import { migrationFolders, type MigrationFolder } from './migrationFolders';
import { statementRecorder } from './statementsRead';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw SQL query: node-postgres and PGlite both answer { rows }. */
export async function rowsOf<R>(db: Db, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string it was opened with (data sources must never reach it); none when embedded. */
  url?: string;
  /**
   * Hears the database's NOTIFY on `channel` (sent by any process on this database, this one
   * included). `onLost` hears when the listening connection is lost: what is notified until it is
   * back goes unheard.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<Listening>;
  /** The embedded database's folder as one file, for `startFrom` (not on PostgreSQL). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** A channel being heard. */
export interface Listening {
  /** Resolves once every notice committed before the call has been handed to the listener; rejects while it is lost. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Channel names are ours, not user input; LISTEN takes an identifier, not a parameter. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

type Migrate<D> = (db: D, config: { migrationsFolder: string; migrationsTable: string }) => Promise<void>;

/**
 * The platform's core migrations, then each domain's and each plugin's (migrationFolders.ts says the
 * order). drizzle applies one folder's pending migrations in one transaction, so a folder that fails
 * leaves the database as it was before that folder; the start stops, naming its owner and the error.
 */
async function migrateAll<D>(migrate: Migrate<D>, db: D, folders: MigrationFolder[]) {
  for (const { owner, folder, table } of folders) {
    try {
      await migrate(db, { migrationsFolder: folder, migrationsTable: table });
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      throw new Error(`The migrations of ${owner} failed, and none of them was applied: ${cause}`, { cause: error });
    }
  }
}

/** A start that fails closes what it opened (an open PGlite or pool keeps the process alive), then fails. */
const closingOnFailure = (close: () => Promise<void>) => async (error: unknown): Promise<never> => {
  await close().catch(() => undefined);
  throw error;
};

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, the embedded database is used. */
  databaseUrl?: string;
  /** The embedded database's folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /**
   * The embedded database starts as this copy of another one's folder (PGlite's dumpDataDir)
   * instead of an empty one, then migrates as usual: the server tests start each file from one
   * migrated copy, about 4 s faster than creating and migrating a database.
   */
  startFrom?: Blob;
  /** The migrations to run: by default the platform's, its domains' and the enabled plugins' (migrationFolders.ts). */
  migrations?: MigrationFolder[];
}

export async function openDatabase({ databaseUrl, dataDir = './data', startFrom, migrations = migrationFolders() }: DatabaseOptions): Promise<Database> {
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
    const db = drizzle(pool, { schema, casing: 'snake_case', logger: statementRecorder });
    await migrateAll(migrate, db, migrations).catch(closingOnFailure(() => pool.end()));
    return {
      db: db as unknown as Db, kind: 'postgres', url: databaseUrl, close: () => pool.end(),
      listen: (channel, onPayload, onLost) => listenOnPostgres(() => new pg.Client({ connectionString: databaseUrl }), channel, onPayload, onLost),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { extensions: { pg_trgm }, startParams: pgliteStartParams(PGlite), loadDataDir: startFrom });
  const db = drizzle(client, { schema, casing: 'snake_case', logger: statementRecorder });
  await migrateAll(migrate, db, migrations).catch(closingOnFailure(() => client.close()));
  return {
    db: db as unknown as Db, kind: 'pglite', close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    // In this process: never lost, and a notice reaches its listeners before the
    // statement that committed it returns, so the listener is always caught up.
    listen: async (channel, onPayload) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const unlisten = await client.listen(channel, onPayload);
      return {
        caughtUp: () => Promise.resolve(),
        stop: () => unlisten().catch(() => undefined), // after close() there is nothing to stop
      };
    },
  };
}

interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', handler: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', handler: (err: Error) => void): unknown;
}

/**
 * LISTEN holds a connection of its own, outside the pool. When it is lost (a server restart), it
 * connects again every second until it is back; what is notified meanwhile is not heard.
 */
async function listenOnPostgres(
  newClient: () => ListeningClient, channel: string, onPayload: (payload: string) => void, onLost?: () => void,
): Promise<Listening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let current: ListeningClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = newClient();
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', (err) => {
      console.error(`PostgreSQL listener lost: ${err.message}`);
      if (current === client) {
        current = undefined;
        onLost?.();
      }
      client.end().catch(() => undefined);
      retrySoon();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (stopped) await client.end();
    else current = client;
  };
  const retrySoon = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(retrySoon);
    }, 1000);
    retry.unref();
  };
  await connect();
  // PostgreSQL hands a listening connection every notice committed before a query it answers ahead
  // of that answer: one trivial query on it is a barrier. Callers arriving while one is on its way
  // share the next (a barrier sent before a caller arrived proves nothing about what committed since).
  const roundTrip = async () => {
    if (!current) throw new Error('Not listening: the connection is lost');
    await current.query('SELECT 1');
  };
  let inFlight: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = () => {
    const trip = roundTrip().finally(() => { if (inFlight === trip) inFlight = undefined; });
    inFlight = trip;
    return trip;
  };
  return {
    caughtUp: () => {
      if (!inFlight) return start();
      next ??= inFlight.catch(() => undefined).then(() => {
        next = undefined;
        return start();
      });
      return next;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
    },
  };
}

// Domains keep their own migrations (server/src/db/migrationFolders.ts): a database migrated before
// they did (every migration in the core's one journal, up to 0027, as main had it at 118bd25) upgrades
// on the next start without losing a row, and ends with the same tables, columns, indexes and
// constraints as a database migrated from nothing. On the embedded database, and on PostgreSQL when
// DATABASE_URL names a server (CI runs both).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../../server/src/db/connection';
import { domainMigrationFolders, migrationFolders } from '../../server/src/db/migrationFolders';
import { accounts } from '../../server/src/db/schema';
import { databaseConnections } from '../../server/src/domains/databases/tables';
import { openTestDatabase } from './harness';
import { rowsOn, shapeOf } from './databaseShape';

const coreFolder = fileURLToPath(new URL('../../server/src/db/migrations', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'migration-upgrade-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The core folder as it was before domains kept their own migrations: its journal up to 0027. */
function coreFolderBeforeDomains(): string {
  const folder = join(scratch, `core-${randomBytes(4).toString('hex')}`);
  cpSync(coreFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 27) }));
  return folder;
}

/** The rows a user had: an account and one of its database connections, a domain's table. */
async function fill(db: PgDatabase<PgQueryResultHKT>) {
  const [account] = await db.insert(accounts).values({ accountCode: 'ACME', businessName: 'Acme' }).returning();
  await db.insert(databaseConnections).values({ accountId: account.id, databaseName: 'Warehouse', engine: 'postgresql', database: 'warehouse' });
}

interface Engine {
  /** A new database migrated by `migrationsFolder` alone, as main did, and filled; the options openDatabase takes to open it. */
  migratedAsBefore(migrationsFolder: string): Promise<{ dataDir?: string; databaseUrl?: string }>;
  /** The server suite's new database on this engine, migrated from nothing. */
  fresh: typeof openTestDatabase;
}

const embedded: Engine = {
  async migratedAsBefore(migrationsFolder) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const dataDir = join(scratch, `db-${randomBytes(4).toString('hex')}`);
    mkdirSync(dataDir);
    const client = new PGlite(dataDir, { extensions: { pg_trgm } });
    try {
      const db = drizzle(client, { casing: 'snake_case' });
      await migrate(db, { migrationsFolder });
      await fill(db);
    } finally {
      await client.close();
    }
    return { dataDir };
  },
  fresh: () => openTestDatabase(''),
};

const serverUrl = process.env.DATABASE_URL;
const made: string[] = [];
async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
async function newServerDatabase(): Promise<string> {
  const name = `upgrade_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  made.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}
afterAll(() => Promise.all(made.map((name) => onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))));

const postgres: Engine = {
  async migratedAsBefore(migrationsFolder) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const databaseUrl = await newServerDatabase();
    const pool = new pg.Pool({ connectionString: databaseUrl });
    try {
      const db = drizzle(pool, { casing: 'snake_case' });
      await migrate(db, { migrationsFolder });
      await fill(db);
    } finally {
      await pool.end();
    }
    return { databaseUrl };
  },
  fresh: () => openTestDatabase(serverUrl),
};

/** How many of a folder's migrations the database recorded as applied (`table` is ours: migrationFolders.ts). */
const appliedIn = async (database: Database, table: string) => Number((await rowsOn(database)(`SELECT count(*) AS n FROM drizzle."${table}"`))[0].n);

describe.each([
  { engine: 'the embedded database', run: embedded },
  ...(serverUrl ? [{ engine: 'PostgreSQL', run: postgres }] : []),
])('A database migrated before domains kept their migrations, on $engine', ({ run }) => {
  // Three databases made and migrated on a busy machine: the embedded ones take seconds each.
  it('upgrades on the next start, keeping its rows, to the shape of a new database', { timeout: 120_000 }, async () => {
    const before = await run.migratedAsBefore(coreFolderBeforeDomains());
    await (await openDatabase(before)).close();
    // A second start applies nothing twice.
    const database = await openDatabase(before);
    try {
      const kept = await database.db.select({ name: databaseConnections.databaseName, account: accounts.accountCode })
        .from(databaseConnections).innerJoin(accounts, eq(accounts.id, databaseConnections.accountId));
      expect(kept).toEqual([{ name: 'Warehouse', account: 'ACME' }]);
      for (const { folder, table } of migrationFolders()) {
        const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
        expect(await appliedIn(database, table), table).toBe(journal.entries.length);
      }

      const fresh = await run.fresh();
      try {
        expect(await shapeOf(rowsOn(database))).toEqual(await shapeOf(rowsOn(fresh.database)));
      } finally {
        await fresh.dispose();
      }
    } finally {
      await database.close();
    }
  });
});

describe('The migrations run in a fixed order', () => {
  it('the core first, then each domain owning a migrations journal, by folder name', () => {
    const domains = join(scratch, 'domains');
    for (const [name, journal] of [['zebra', true], ['alpha', true], ['noTables', false], ['middle', true]] as const) {
      mkdirSync(join(domains, name, 'migrations', 'meta'), { recursive: true });
      if (journal) writeFileSync(join(domains, name, 'migrations', 'meta', '_journal.json'), '{"entries":[]}');
    }
    expect(domainMigrationFolders(domains).map(({ owner, table }) => [owner, table])).toEqual([
      ['alpha', '__drizzle_migrations_alpha'], ['middle', '__drizzle_migrations_middle'], ['zebra', '__drizzle_migrations_zebra'],
    ]);
    const owners = migrationFolders().map(({ owner }) => owner);
    expect(owners[0]).toBe('platform');
    // The domains by folder name, then the enabled plugin packages by package name (plugins.json: the
    // example, the parameters, and whatever a user added).
    const plugins = owners.filter((owner) => owner.startsWith('plugin '));
    expect(plugins).toEqual(expect.arrayContaining(['plugin @platform-console/example-plugin', 'plugin @platform-console/parameters']));
    expect(plugins).toEqual([...plugins].sort());
    expect(owners.slice(1)).toEqual([...owners.slice(1, -plugins.length)].sort().concat(plugins));
    expect(owners).toEqual(expect.arrayContaining(['connectors', 'databases', 'dataExport', 'emailTemplates', 'pageTemplates']));
  });
});

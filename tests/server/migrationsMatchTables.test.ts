// The migrations build exactly the tables the code declares (the core's server/src/db/schema.ts and
// each domain's tables.ts). Each migrations folder (server/src/db/migrationFolders.ts) holds the
// migration of every change to its tables: drizzle-kit, comparing the folder's last snapshot with the
// declared tables, finds nothing left to write, so a change to a domain's tables.ts without its
// `DOMAIN=<domain> npx drizzle-kit generate` fails here; and a database migrated from nothing has the
// columns, indexes and constraints of one made straight from the declarations, so a migration's SQL
// edited by hand cannot drift from them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { migrationFolders } from '../../server/src/db/migrationFolders';
import { openTestDatabase } from './harness';
import { rowsOn, shapeOf } from './databaseShape';

const tablesOf = async (owner: string): Promise<Record<string, unknown>> => import(pathToFileURL(owner === 'platform'
  ? join(process.cwd(), 'server/src/db/schema.ts')
  : join(process.cwd(), 'server/src/domains', owner, 'tables.ts')).href);
const declaredSnapshot = (tables: Record<string, unknown>) => generateDrizzleJson(tables, undefined, undefined, 'snake_case');

function lastSnapshot(folder: string) {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  const last = journal.entries.at(-1)!;
  return JSON.parse(readFileSync(join(folder, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
}

describe('Every migrations folder', () => {
  it.each(migrationFolders())('$owner holds the migration of every change to its declared tables', async ({ owner, folder }) => {
    const waiting = await generateMigration(lastSnapshot(folder), declaredSnapshot(await tablesOf(owner)));
    expect(waiting, `run ${owner === 'platform' ? '' : `DOMAIN=${owner} `}npx drizzle-kit generate`).toEqual([]);
  });
});

describe('A database migrated from nothing', () => {
  it('has the shape of one made straight from the declared tables', { timeout: 120_000 }, async () => {
    const declared: Record<string, unknown> = {};
    for (const { owner } of migrationFolders()) Object.assign(declared, await tablesOf(owner));
    const statements = await generateMigration(declaredSnapshot({}), declaredSnapshot(declared));

    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const straight = new PGlite('memory://', { extensions: { pg_trgm } });
    const migrated = await openTestDatabase('');
    try {
      await straight.exec('CREATE EXTENSION pg_trgm'); // the trigram indexes' operator classes
      for (const statement of statements) await straight.exec(statement);
      expect(await shapeOf(rowsOn(migrated.database)))
        .toEqual(await shapeOf(async (query) => (await straight.query(query)).rows));
    } finally {
      await straight.close();
      await migrated.dispose();
    }
  });
});

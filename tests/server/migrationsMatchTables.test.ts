// The migrations build exactly the tables the code declares (the core's server/src/db/schema.ts,
// each domain's tables.ts and each enabled plugin package's server/tables.ts). Each migrations folder (server/src/db/migrationFolders.ts) holds the
// migration of every change to its tables: drizzle-kit, comparing the folder's last snapshot with the
// declared tables, finds nothing left to write, so a change to a domain's tables.ts without its
// `DOMAIN=<domain> npx drizzle-kit generate` fails here; and a database migrated from nothing has the
// columns, indexes and constraints of one made straight from the declarations, so a migration's SQL
// edited by hand cannot drift from them. drizzle-kit runs in a process of its own (support/declaredMigrations.ts).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationFolders } from '../../server/src/db/migrationFolders';
import { openTestDatabase } from './harness';
import { rowsOn, shapeOf } from './databaseShape';

interface DeclaredMigrations {
  waiting: Record<string, string[]>;
  fromNothing: string[];
}

const declared = JSON.parse(execFileSync(
  join(process.cwd(), 'node_modules/.bin/tsx'), [join(process.cwd(), 'tests/server/support/declaredMigrations.ts')],
  { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 },
)) as DeclaredMigrations;

describe('Every migrations folder', () => {
  it.each(migrationFolders())('$owner holds the migration of every change to its declared tables', ({ owner }) => {
    const generate = owner.startsWith('plugin ') ? `npx drizzle-kit generate in ${owner}'s folder`
      : `${owner === 'platform' ? '' : `DOMAIN=${owner} `}npx drizzle-kit generate`;
    expect(declared.waiting[owner], `run ${generate}`).toEqual([]);
  });
});

describe('A database migrated from nothing', () => {
  it('has the shape of one made straight from the declared tables', { timeout: 120_000 }, async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const straight = new PGlite('memory://', { extensions: { pg_trgm } });
    const migrated = await openTestDatabase('');
    try {
      await straight.exec('CREATE EXTENSION pg_trgm'); // the trigram indexes' operator classes
      for (const statement of declared.fromNothing) await straight.exec(statement);
      expect(await shapeOf(rowsOn(migrated.database)))
        .toEqual(await shapeOf(async (query) => (await straight.query(query)).rows));
    } finally {
      await straight.close();
      await migrated.dispose();
    }
  });
});

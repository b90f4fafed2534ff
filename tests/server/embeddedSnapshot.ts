// One migrated embedded database for the whole server suite: made once before the files run (the
// suite's globalSetup), written to a temporary file, and each file's database starts as a copy of it
// (openTestDatabase), about 4 s sooner than creating and migrating its own. Not on PostgreSQL, where
// a new database migrates in well under a second.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database's dump, when the suite runs on the embedded database. */
    [SNAPSHOT_KEY]?: string;
  }
}

/** What the tests inject to find the dump (harness.ts imports it, which brings the declaration above along). */
export const SNAPSHOT_KEY = 'embeddedSnapshot';

export default async function makeSnapshot(project: TestProject) {
  if (process.env.DATABASE_URL) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'server-suite-'));
  const file = join(folder, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide(SNAPSHOT_KEY, file);
  return () => rmSync(folder, { recursive: true, force: true });
}

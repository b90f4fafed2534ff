// An account's own embedded database, made before the tests as a user's database would be, in the
// folder the server opens it from (DATA_DIR/databases/<account>/<name>), and closed again so the
// server can open it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export async function makeEmbeddedDatabase(
  dataDir: string, accountId: number, name: string, fill: (database: PGlite) => Promise<unknown>,
): Promise<void> {
  const location = join(dataDir, 'databases', String(accountId), name);
  mkdirSync(location, { recursive: true });
  const database = await PGlite.create(location);
  try {
    await fill(database);
  } finally {
    await database.close();
  }
}

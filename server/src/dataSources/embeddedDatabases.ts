// The embedded engine: PGlite databases kept under DATA_DIR/databases/<account>/<name>, so a fresh
// machine has databases to work with and nothing to install. Each opens on first use and stays open
// (opening costs about a second) until the server closes. With an in-memory platform database
// (tests), they are in memory too.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_NAME } from '../../../contract/databasesRules';
import { pgliteStartParams } from '../db/pgliteStartParams';

const NAME = new RegExp(EMBEDDED_NAME);

export class EmbeddedDatabases {
  private readonly opened = new Map<string, Promise<PGlite>>();

  constructor(private readonly dataDir: string) {}

  /**
   * The folder an embedded database lives in, or memory:// when the platform's own does. Always a
   * folder of its own under the account's folder: never the platform's database folder (DATA_DIR),
   * whatever the name (the name rule already keeps out separators and dots; this holds if it changes).
   */
  location(accountId: number, name: string): string {
    if (!NAME.test(name) || !Number.isSafeInteger(accountId)) throw new Error(`Not an embedded database name: ${name}`);
    if (this.dataDir.startsWith('memory://')) return 'memory://';
    const accountFolder = join(resolve(this.dataDir), 'databases', String(accountId));
    const location = resolve(accountFolder, name);
    if (dirname(location) !== accountFolder) throw new Error(`Not an embedded database name: ${name}`);
    return location;
  }

  open(accountId: number, name: string): Promise<PGlite> {
    const key = `${accountId}/${name}`;
    let database = this.opened.get(key);
    if (!database) {
      const location = this.location(accountId, name);
      if (location !== 'memory://') mkdirSync(location, { recursive: true });
      // PGlite loads with the first embedded database opened (a platform on PostgreSQL may never need it).
      database = import('@electric-sql/pglite').then(({ PGlite }) => PGlite.create(location, { startParams: pgliteStartParams(PGlite) }));
      database.catch(() => this.opened.delete(key));
      this.opened.set(key, database);
    }
    return database;
  }

  async closeAll(): Promise<void> {
    const all = [...this.opened.values()];
    this.opened.clear();
    await Promise.all(all.map(async (database) => (await database).close().catch(() => undefined)));
  }
}

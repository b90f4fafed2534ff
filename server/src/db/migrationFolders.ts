// Where the migrations are and in which order they run: the platform's core first (its folder beside
// this module), then every domain owning a `migrations` folder (drizzle-kit's layout, written by
// `DOMAIN=<folder> npx drizzle-kit generate`), in domain-folder-name order, the same on every machine.
// Each folder keeps its own record of what it applied (its own table in the `drizzle` schema), so a
// domain's migrations number and date themselves without knowing the others'.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MigrationFolder {
  /** `platform`, or the domain's folder name. */
  owner: string;
  folder: string;
  /** The table in the `drizzle` schema recording which of this folder's migrations ran. */
  table: string;
}

/** drizzle's own default: the platform's record stays where databases migrated before domains had migrations keep it. */
const PLATFORM_TABLE = '__drizzle_migrations';

/**
 * The bundle `npm start` runs has no source folders: scripts/buildServer.mjs copies the core folder to
 * `migrations` and each domain's to `domain-migrations/<domain>/migrations` beside the bundle's modules
 * (the source's layout under another root).
 */
const bundledDomains = fileURLToPath(new URL('./domain-migrations', import.meta.url));
const sourceDomains = fileURLToPath(new URL('../domains', import.meta.url));

export const migrationsTableOf = (owner: string) => (owner === 'platform' ? PLATFORM_TABLE : `${PLATFORM_TABLE}_${owner}`);

/** The domains holding migrations under `domainsFolder` (`<domain>/migrations/meta/_journal.json`), sorted. */
export function domainMigrationFolders(domainsFolder: string): MigrationFolder[] {
  if (!existsSync(domainsFolder)) return [];
  return readdirSync(domainsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((owner) => ({ owner, folder: join(domainsFolder, owner, 'migrations') }))
    .filter(({ folder }) => existsSync(join(folder, 'meta', '_journal.json')))
    .map(({ owner, folder }) => ({ owner, folder, table: migrationsTableOf(owner) }));
}

export function migrationFolders(): MigrationFolder[] {
  const platform = { owner: 'platform', folder: fileURLToPath(new URL('./migrations', import.meta.url)), table: PLATFORM_TABLE };
  return [platform, ...domainMigrationFolders(existsSync(bundledDomains) ? bundledDomains : sourceDomains)];
}

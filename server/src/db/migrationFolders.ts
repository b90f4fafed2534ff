// Where the migrations are and in which order they run: the platform's core first (its folder beside
// this module), then every domain owning a `migrations` folder (drizzle-kit's layout, written by
// `DOMAIN=<folder> npx drizzle-kit generate`), in domain-folder-name order, then every enabled plugin
// package's `server/migrations` in plugin-name order (plugins.json), the same on every machine.
// Each folder keeps its own record of what it applied (its own table in the `drizzle` schema), so a
// domain's or a plugin's migrations number and date themselves without knowing the others', and one
// plugin's upgrade never rewrites another's record.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { enabledPlugins } from '../../../scripts/plugins/installedPlugins.mjs';

export interface MigrationFolder {
  /** `platform`, the domain's folder name, or `plugin <package name>`. */
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
/** The bundle's copies of the plugins' folders: `plugin-migrations/<plugin name>/{migrations,package.json}`. */
const bundledPlugins = fileURLToPath(new URL('./plugin-migrations', import.meta.url));

export const migrationsTableOf = (owner: string) => (owner === 'platform' ? PLATFORM_TABLE : `${PLATFORM_TABLE}_${owner}`);

/** A plugin's folder, recorded apart from the domains' (`__drizzle_migrations_plugin_<name>`). */
export const pluginMigrationFolder = (name: string, packageName: string, folder: string): MigrationFolder =>
  ({ owner: `plugin ${packageName}`, folder, table: migrationsTableOf(`plugin_${name}`) });

function pluginMigrationFolders(): MigrationFolder[] {
  if (!existsSync(bundledDomains)) {
    return enabledPlugins().flatMap((plugin) => (plugin.migrations ? [pluginMigrationFolder(plugin.name, plugin.packageName, plugin.migrations)] : []));
  }
  if (!existsSync(bundledPlugins)) return [];
  return readdirSync(bundledPlugins).sort().map((name) => {
    const { name: packageName } = JSON.parse(readFileSync(join(bundledPlugins, name, 'package.json'), 'utf8')) as { name: string };
    return pluginMigrationFolder(name, packageName, join(bundledPlugins, name, 'migrations'));
  });
}

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
  return [platform, ...domainMigrationFolders(existsSync(bundledDomains) ? bundledDomains : sourceDomains), ...pluginMigrationFolders()];
}

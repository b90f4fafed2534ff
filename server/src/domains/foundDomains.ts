// Finds the platform's domains: every folder beside this file holding an index.ts (domainModule.ts
// says what it exports), in folder-name order (the same on every machine), then the server part of
// every enabled plugin package (plugins.json; scripts/plugins/installedPlugins.mjs), in plugin-name
// order. Run from source (tsx, vitest) the folders and the list are read at start; the bundle
// `npm start` runs has this module replaced at build time by static imports of the same modules
// (scripts/buildServer.mjs, `foundDomainsAtBuild`), since the bundle carries no source folders to read.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { enabledPlugins } from '../../../scripts/plugins/installedPlugins.mjs';
import { domainModule, type DomainModule } from './domainModule';

const here = dirname(fileURLToPath(import.meta.url));

/** The domain folders' names, sorted. */
export const domainFolders = (folder = here): string[] =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();

/** Each enabled plugin's server entry (its package's `./server` export), as the place a failure names. */
export const pluginServerEntries = (): { where: string; file: string }[] =>
  enabledPlugins().flatMap((plugin) => (plugin.server ? [{ where: `plugin ${plugin.packageName}`, file: plugin.server }] : []));

export async function foundDomains(): Promise<DomainModule[]> {
  const domains = domainFolders().map((name) => ({ where: `server/src/domains/${name}/index.ts`, file: join(here, name, 'index.ts') }));
  return Promise.all([...domains, ...pluginServerEntries()].map(async ({ where, file }) =>
    domainModule(where, (await import(pathToFileURL(file).href)) as Partial<DomainModule>)));
}

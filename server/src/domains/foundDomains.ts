// Finds the platform's domains: every folder beside this file holding an index.ts (domainModule.ts
// says what it exports), in folder-name order (the same on every machine). Run
// from source (tsx, vitest) the folders are read at start; the bundle `npm start` runs has this
// module replaced at build time by static imports of the same folders (scripts/buildServer.mjs,
// `foundDomainsAtBuild`), since the bundle carries no source folders to read.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { domainModule, type DomainModule } from './domainModule';

const here = dirname(fileURLToPath(import.meta.url));

/** The domain folders' names, sorted. */
export const domainFolders = (folder = here): string[] =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();

export async function foundDomains(): Promise<DomainModule[]> {
  return Promise.all(domainFolders().map(async (name) =>
    domainModule(name, (await import(pathToFileURL(join(here, name, 'index.ts')).href)) as Partial<DomainModule>)));
}

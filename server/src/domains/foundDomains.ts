// Finds the platform's domains: every folder beside this file holding an index.ts, whose default
// export is the domain's Fastify plugin, in folder-name order (the same on every machine). Run from
// source (tsx, vitest) the folders are read at start; the bundle `npm start` runs has this module
// replaced at build time by static imports of the same folders (scripts/buildServer.mjs,
// `foundDomainsAtBuild`), since the bundle carries no source folders to read.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';

const here = dirname(fileURLToPath(import.meta.url));

/** The domain folders' names, sorted. */
export const domainFolders = (folder = here): string[] =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();

export async function foundDomains(): Promise<FastifyPluginAsync[]> {
  return Promise.all(domainFolders().map(async (name) => {
    const module = (await import(pathToFileURL(join(here, name, 'index.ts')).href)) as { default?: FastifyPluginAsync };
    if (typeof module.default !== 'function') throw new Error(`server/src/domains/${name}/index.ts must default-export the domain's Fastify plugin`);
    return module.default;
  }));
}

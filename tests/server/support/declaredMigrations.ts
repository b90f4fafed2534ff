// Run as its own process (`tsx tests/server/support/declaredMigrations.ts`) by
// migrationsMatchTables.test.ts: drizzle-kit's API, loaded into the server suite's shared module graph,
// broke other files' request schemas there (ajv compiled an enum holding undefined). Prints as JSON,
// for each migrations folder, what drizzle-kit would still write, and the statements that build every
// declared table from nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { migrationFolders } from '../../../server/src/db/migrationFolders';
import { enabledPlugins } from '../../../scripts/plugins/installedPlugins.mjs';

/** A plugin package declares its tables in server/tables.ts, as a domain in its folder's tables.ts. */
const pluginTables = new Map(enabledPlugins().map((plugin) => [`plugin ${plugin.packageName}`, join(plugin.dir, 'server', 'tables.ts')]));
const tablesFile = (owner: string) => (owner === 'platform'
  ? join(process.cwd(), 'server/src/db/schema.ts')
  : pluginTables.get(owner) ?? join(process.cwd(), 'server/src/domains', owner, 'tables.ts'));
const tablesOf = async (owner: string): Promise<Record<string, unknown>> => import(pathToFileURL(tablesFile(owner)).href);
const declaredSnapshot = (tables: Record<string, unknown>) => generateDrizzleJson(tables, undefined, undefined, 'snake_case');

function lastSnapshot(folder: string) {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  const last = journal.entries.at(-1)!;
  return JSON.parse(readFileSync(join(folder, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
}

const waiting: Record<string, string[]> = {};
const declared: Record<string, unknown> = {};
for (const { owner, folder } of migrationFolders()) {
  const tables = await tablesOf(owner);
  waiting[owner] = await generateMigration(lastSnapshot(folder), declaredSnapshot(tables));
  Object.assign(declared, tables);
}
const fromNothing = await generateMigration(declaredSnapshot({}), declaredSnapshot(declared));
process.stdout.write(JSON.stringify({ waiting, fromNothing }));

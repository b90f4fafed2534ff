// Plugin packages as the host meets them (record 0411): plugins.json lists them, each must be
// installed and made for this console's plugin API version (refused at start otherwise, naming the
// plugin and both versions); a disabled one is not read; an enabled one's migrations run after the
// platform's, recorded apart, and a failing one stops the start naming the plugin and the SQL error,
// leaving the database as it was before that plugin's migrations.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { enabledPlugins, installedPlugins } from '../../scripts/plugins/installedPlugins.mjs';
import { openDatabase, rowsOf, type Database } from '../../server/src/db/connection';
import { pluginMigrationFolder } from '../../server/src/db/migrationFolders';
import { openTestDatabase } from './harness';

const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), prefix));
  folders.push(made);
  return made;
};
afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })));

const writeJson = (file: string, value: object) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};

/** A console checkout offering plugin API `apiVersion`, with `plugins` listed and installed as given. */
function checkout(apiVersion: string, listed: Record<string, { enabled: boolean }>, installed: { name: string; version?: string; platformPlugin?: object }[]) {
  const root = folder('plugin-host-');
  writeJson(join(root, 'packages/plugin-api/package.json'), { name: '@platform-console/plugin-api', version: apiVersion });
  writeJson(join(root, 'plugins.json'), { plugins: listed });
  for (const manifest of installed) {
    writeJson(join(root, 'node_modules', ...manifest.name.split('/'), 'package.json'), {
      version: '1.2.0', exports: { './server': './server/index.ts', './console': './console/index.ts' }, ...manifest,
    });
  }
  return root;
}

describe('the plugins a console runs', () => {
  it('are the listed, installed ones, in package-name order, with where their parts are', () => {
    const root = checkout('1.4.0', { 'b-plugin': { enabled: true }, '@acme/a-plugin': { enabled: true } }, [
      { name: 'b-plugin', platformPlugin: { apiVersion: 1, name: 'bees' } },
      { name: '@acme/a-plugin', platformPlugin: { apiVersion: 1, name: 'ants' } },
    ]);
    const found = enabledPlugins(root);
    expect(found.map((plugin) => [plugin.packageName, plugin.name])).toEqual([['@acme/a-plugin', 'ants'], ['b-plugin', 'bees']]);
    expect(found[0].server).toBe(join(root, 'node_modules/@acme/a-plugin/server/index.ts'));
  });

  it('refuse a plugin made for another plugin API version, naming it and both versions', () => {
    const root = checkout('1.0.0', { 'future-plugin': { enabled: true } }, [{ name: 'future-plugin', platformPlugin: { apiVersion: 2, name: 'future' } }]);
    expect(() => installedPlugins(root)).toThrow(
      'Plugin future-plugin@1.2.0 needs plugin API version 2; this console has version 1. Install a release of the plugin made for version 1, or disable it in plugins.json.');
  });

  it('refuse a listed package that is not installed, or is no plugin, or takes a name another plugin has', () => {
    expect(() => installedPlugins(checkout('1.0.0', { 'missing-plugin': { enabled: true } }, [])))
      .toThrow('Plugin missing-plugin is listed in plugins.json but not installed: run npm install, or npm run add-plugin -- missing-plugin.');
    expect(() => installedPlugins(checkout('1.0.0', { lodash: { enabled: true } }, [{ name: 'lodash' }])))
      .toThrow('lodash@1.2.0 is not a console plugin: its package.json has no "platformPlugin" field.');
    expect(() => installedPlugins(checkout('1.0.0', { one: { enabled: true }, two: { enabled: true } }, [
      { name: 'one', platformPlugin: { apiVersion: 1, name: 'same' } }, { name: 'two', platformPlugin: { apiVersion: 1, name: 'same' } },
    ]))).toThrow('Plugins one and two are both named "same": disable one in plugins.json.');
  });

  it('leave a disabled plugin unread: neither mounted nor checked', () => {
    const root = checkout('1.0.0', { 'old-plugin': { enabled: false } }, [{ name: 'old-plugin', platformPlugin: { apiVersion: 0, name: 'old' } }]);
    expect(installedPlugins(root)).toEqual([{ packageName: 'old-plugin', enabled: false }]);
    expect(enabledPlugins(root)).toEqual([]);
  });
});

describe("a plugin package's migrations", () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ database, dispose } = await openTestDatabase()));
  afterAll(async () => { await dispose?.(); });

  const tableExists = async (db: Database, name: string) =>
    (await rowsOf<{ found: string | null }>(db.db, sql`select to_regclass(${name})::text as found`))[0].found !== null;

  it("run with the platform's, each plugin recorded apart", async () => {
    // The example plugin package (plugins.json) made its table and recorded its one migration.
    expect(await tableExists(database, 'public.notes')).toBe(true);
    const recorded = await rowsOf<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations_plugin_notes`);
    expect(recorded[0].count).toBe(1);
  });

  it('that fail stop the start, naming the plugin and the SQL error, and leave none of theirs applied', async () => {
    const migrations = folder('broken-plugin-');
    writeJson(join(migrations, 'meta/_journal.json'), {
      version: '7', dialect: 'postgresql',
      entries: [0, 1].map((idx) => ({ idx, version: '7', when: 1795852800000 + idx, tag: `000${idx}_step`, breakpoints: true })),
    });
    writeFileSync(join(migrations, '0000_step.sql'), 'CREATE TABLE "broken_things" ("id" integer PRIMARY KEY);');
    writeFileSync(join(migrations, '0001_step.sql'), 'ALTER TABLE "broken_things" ADD COLUMN "name" no_such_type;');
    const broken = [pluginMigrationFolder('broken', '@acme/broken-plugin', migrations)];

    // The same database opened again, as a start would, with the plugin's migrations after the rest.
    const again = database.kind === 'postgres'
      ? { databaseUrl: database.url }
      : { dataDir: folder('broken-plugin-data-'), startFrom: await database.dump!() };
    await expect(openDatabase({ ...again, migrations: broken }))
      .rejects.toThrow('The migrations of plugin @acme/broken-plugin failed, and none of them was applied: type "no_such_type" does not exist');

    const after = await openDatabase({ ...again, startFrom: undefined, migrations: [] });
    try {
      expect(await tableExists(after, 'public.broken_things')).toBe(false);
      expect(await tableExists(after, 'public.notes')).toBe(true);
    } finally {
      await after.close();
    }
  });
});

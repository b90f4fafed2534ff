// A console domain is found, not registered (issue 30): every folder under src/resources with an
// index.ts is one plugin of the console, and a folder that declares none or two stops the build.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corePlugins, domainPlugins } from '../../src/corePlugins';
import { definePlugin } from '../../src/plugins/types';
import { enabledPlugins } from '../../scripts/plugins/installedPlugins.mjs';

const domainFolders = readdirSync(join(__dirname, '../../src/resources'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(__dirname, '../../src/resources', entry.name, 'index.ts')))
  .map((entry) => entry.name);

describe('the console’s plugins', () => {
  it('are the shell, one plugin per domain folder and one per enabled plugin package, each named once', () => {
    expect(domainFolders.length).toBeGreaterThan(15);
    // plugins.json enables the example (packages/example-plugin), whose console part is 'notes', and
    // the product's parameters (packages/parameters), and whatever a user installed, in package-name
    // order, each package's console plugin named as its platformPlugin.
    const packages = enabledPlugins().map((plugin) => plugin.name);
    expect(packages).toEqual(expect.arrayContaining(['notes', 'parameters']));
    expect(corePlugins).toHaveLength(1 + domainFolders.length + packages.length);
    const names = corePlugins.map((plugin) => plugin.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['shell', 'roles', 'users', 'developerPortal']));
    expect(names.slice(-packages.length)).toEqual(packages);
  });

  it('come in folder order whatever order the files are found in', () => {
    const a = definePlugin({ name: 'a' });
    const b = definePlugin({ name: 'b' });
    expect(domainPlugins({ './resources/b/index.ts': { b }, './resources/a/index.ts': { a, A_CONSTANT: 1 } })).toEqual([a, b]);
  });

  it('refuse a domain folder that declares no plugin, or two, naming it', () => {
    expect(() => domainPlugins({ './resources/typo/index.ts': { typoPlugin: { name: 'typo' } } }))
      .toThrow('./resources/typo/index.ts must export exactly one plugin made with definePlugin (found 0)');
    expect(() => domainPlugins({ './resources/twice/index.ts': { one: definePlugin({ name: 'one' }), two: definePlugin({ name: 'two' }) } }))
      .toThrow('(found 2)');
  });
});

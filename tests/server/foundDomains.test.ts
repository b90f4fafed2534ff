// A server domain is found, not registered (issue 30): every folder of server/src/domains with an
// index.ts is mounted, in folder-name order; a folder whose index.ts exports no plugin stops the start.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainFolders, pluginServerEntries } from '../../server/src/domains/foundDomains';
import { platformDomains } from '../../server/src/domains/registry';

describe('the platform’s domains', () => {
  it('are every domain folder, then every enabled plugin package, each mounted once', () => {
    const folders = domainFolders();
    expect(folders).toEqual(expect.arrayContaining(['roles', 'session', 'users', 'developerPortal']));
    expect(folders).toEqual([...folders].sort());
    // plugins.json enables the example plugin package and the product's parameters, and whatever a
    // user added (npm run add-plugin), by package name.
    const plugins = pluginServerEntries().map(({ where }) => where);
    expect(plugins).toEqual(expect.arrayContaining(['plugin @platform-console/example-plugin', 'plugin @platform-console/parameters']));
    expect(plugins).toEqual([...plugins].sort());
    expect(platformDomains).toHaveLength(folders.length + plugins.length);
    expect(new Set(platformDomains).size).toBe(folders.length + plugins.length);
  });

  it('leave out folders without an index.ts', () => {
    const root = mkdtempSync(join(tmpdir(), 'domains-'));
    for (const name of ['zeta', 'alpha', 'helpers']) mkdirSync(join(root, name));
    writeFileSync(join(root, 'zeta', 'index.ts'), 'export default async () => {};');
    writeFileSync(join(root, 'alpha', 'index.ts'), 'export default async () => {};');
    expect(domainFolders(root)).toEqual(['alpha', 'zeta']);
  });
});

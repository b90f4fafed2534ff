// Issue 27 §1, the parts that need no database server: which addresses count as this machine, the
// platform server's port and database compared, and an embedded data source never given the
// platform's own embedded database folder (DATA_DIR) or a folder outside its account's.
// @vitest-environment node
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isThisMachine, PlatformDatabase } from '../../server/src/dataSources/platformDatabase';
import { EmbeddedDatabases } from '../../server/src/dataSources/embeddedDatabases';

const interfaceAddress = Object.values(networkInterfaces()).flat().find((nic) => nic && !nic.internal)?.address;

describe('the platform database guard', () => {
  it('counts loopback, unspecified and this machine’s interface addresses as this machine', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '0.0.0.0', '::', '::ffff:127.0.0.1', ...(interfaceAddress ? [interfaceAddress] : [])]) {
      expect(isThisMachine(address), address).toBe(true);
    }
    for (const address of ['192.0.2.10', '8.8.8.8', '2001:db8::1', 'not an address']) expect(isThisMachine(address), address).toBe(false);
  });

  it('refuses the platform server’s port on this machine: its database always, the others unless opted in', async () => {
    const closed = PlatformDatabase.fromUrl('postgres://app:secret@localhost:5432/platform', false);
    const open = PlatformDatabase.fromUrl('postgres://app:secret@localhost:5432/platform', true);
    const at = (database: string, address = '127.0.0.1', port = 5432) => ({ port, database, addresses: [address] });
    expect(await closed.refusalByAddress(at('platform'))).toMatch(/platform's own database \(/);
    expect(await closed.refusalByAddress(at('PLATFORM', '::1'))).toMatch(/platform's own database \(/);
    expect(await closed.refusalByAddress(at('sales'))).toMatch(/DATABASE_ALLOW_PLATFORM_SERVER is true/);
    expect(await open.refusalByAddress(at('platform', '0.0.0.0'))).toMatch(/platform's own database \(/);
    expect(await open.refusalByAddress(at('sales'))).toBeUndefined();
    expect(await closed.refusalByAddress(at('platform', '127.0.0.1', 5433))).toBeUndefined();
    expect(await closed.refusalByAddress(at('platform', '192.0.2.10'))).toBeUndefined();
    // One private address among others is enough.
    expect(await closed.refusalByAddress({ port: 5432, database: 'platform', addresses: ['192.0.2.10', '127.0.0.1'] })).toBeDefined();
  });

  it('reads a connection string’s defaults as libpq does (socket host, port 5432, database named after the user)', async () => {
    const socket = PlatformDatabase.fromUrl('postgres://app@%2Fvar%2Frun%2Fpostgresql/', false);
    expect(await socket.refusalByAddress({ port: 5432, database: 'app', addresses: ['127.0.0.1'] })).toMatch(/own database \(/);
    const embedded = PlatformDatabase.fromUrl(undefined, false);
    expect(await embedded.refusalByAddress({ port: 5432, database: 'platform', addresses: ['127.0.0.1'] })).toBeUndefined();
  });

  it('places embedded data sources in folders of their own under their account, never DATA_DIR itself', () => {
    const dataDir = '/srv/platform-data';
    const databases = new EmbeddedDatabases(dataDir);
    expect(databases.location(7, 'warehouse')).toBe(join(resolve(dataDir), 'databases', '7', 'warehouse'));
    for (const name of ['..', '.', '../..', '../../..', '', 'a/b', '/srv/platform-data']) {
      expect(() => databases.location(7, name), name).toThrow(/Not an embedded database name/);
    }
  });
});

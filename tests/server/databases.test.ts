// The account's database connections (issue 14 items 1 and 2) on the embedded engine, which needs
// nothing installed: save, list, test, browse tables and columns; the rules, the address policy,
// sealed passwords and account scoping. Real PostgreSQL and MariaDB: tests/data-sources/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConnections } from '../../server/src/domains/databases/tables';
import { makeEmbeddedDatabase } from './embeddedDatabases';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

const ODD_TABLE = `it's "odd"`;

describe('database connections', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'databases-'));
  let server: TestServer;
  let owner: SignedInOwner;
  let developer: SignedIn;
  let plainUser: SignedIn;
  let other: SignedInOwner;

  beforeAll(async () => {
    server = await startTestServer({ dataDir, databaseAllowedHosts: [] });
    owner = await signedInOwner(server, 'Data Ltd');
    developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    plainUser = await signedInMember(server, owner.accountId, 'USER');
    other = await signedInOwner(server, 'Elsewhere Ltd');
    // The embedded database "warehouse" of the owner's account, with tables made beforehand.
    await makeEmbeddedDatabase(dataDir, owner.accountId, 'warehouse', async (warehouse) => {
      await warehouse.exec(`create table orders (id integer primary key, customer varchar(40) not null, placed timestamptz, note text);
        create table "${ODD_TABLE.replace(/"/g, '""')}" ("a ""quoted"" column" integer);
        insert into orders values (1, 'Ada', now(), null), (2, 'Grace', now(), 'rush');`);
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({ method, url: `/data-migrate${url}`, headers: caller.headers, payload: payload as object });

  const embedded = { databaseName: 'Warehouse', engine: 'embedded', database: 'warehouse' };
  let warehouseId: number;

  it('saves an embedded database, lists it, and tests it before and after saving', async () => {
    const tested = await call(owner, 'POST', '/database/test', embedded);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ ok: true, serverVersion: expect.stringMatching(/^PostgreSQL \d+/) });
    const saved = await call(owner, 'POST', '/database', { ...embedded, host: 'ignored.example', password: 'ignored' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Database saved successfully');
    expect(saved.json().data).toMatchObject({ databaseName: 'Warehouse', engine: 'embedded', host: null, hasPassword: false });
    warehouseId = saved.json().data.id;
    const list = await call(owner, 'GET', '/databaseList?query=ware&page=0&size=10&sort=databaseName,asc');
    expect(list.json()).toMatchObject({ totalElements: 1, content: [{ id: warehouseId, databaseName: 'Warehouse' }] });
    expect((await call(owner, 'GET', '/databaseList?query=nothing')).json().totalElements).toBe(0);
  });

  it("browses the database's tables and a table's columns, names with quotes included", async () => {
    const tables = await call(owner, 'POST', '/tableList', { id: warehouseId });
    expect(tables.statusCode, tables.body).toBe(200);
    expect(tables.json().map((t: { name: string }) => t.name)).toEqual([ODD_TABLE, 'orders']);
    const columns = await call(owner, 'POST', '/columnList?tableName=orders', { id: warehouseId });
    expect(columns.json()).toEqual([
      { name: 'id', type: 'integer', nullable: false },
      { name: 'customer', type: 'character varying(40)', nullable: false },
      { name: 'placed', type: 'timestamp with time zone', nullable: true },
      { name: 'note', type: 'text', nullable: true },
    ]);
    const odd = await call(owner, 'POST', `/columnList?tableName=${encodeURIComponent(ODD_TABLE)}`, { id: warehouseId });
    expect(odd.json()).toEqual([{ name: 'a "quoted" column', type: 'integer', nullable: true }]);
    const missing = await call(owner, 'POST', `/columnList?tableName=${encodeURIComponent("orders'; drop table orders; --")}`, { id: warehouseId });
    expect(missing.statusCode).toBe(404);
    expect((await call(owner, 'POST', '/columnList?tableName=orders', { id: warehouseId })).statusCode).toBe(200); // still there
  });

  it('refuses what cannot work, with the reason', async () => {
    const refused = async (body: object, status: number, message: string | RegExp) => {
      const res = await call(owner, 'POST', '/database', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await refused({ ...embedded, databaseName: 'Other', database: '../escape' }, 400, 'An embedded database name has 1 to 63 letters, digits, _ or -');
    await refused({ databaseName: 'Server', engine: 'postgresql', database: 'sales' }, 400, 'A host is required for a database server');
    await refused({ databaseName: 'Server', engine: 'mariadb', host: 'db/x', database: 'sales' }, 400, /without spaces, slashes or @/);
    await refused({ ...embedded, databaseName: 'WAREHOUSE' }, 409, 'A database named WAREHOUSE already exists');
    await refused({ ...embedded, databaseName: 'Extra', surprise: true }, 400, /surprise|additional/i);
  });

  it('reaches a private address only when an administrator lists it', async () => {
    const res = await call(owner, 'POST', '/database/test', { databaseName: 'Local', engine: 'postgresql', host: '127.0.0.1', database: 'test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, message: expect.stringMatching(/127\.0\.0\.1 is a loopback address; private addresses are reached only when listed in DATABASE_ALLOWED_HOSTS/) });
  });

  it('keeps a password sealed: never answered, not in clear in the database, kept when an edit leaves it out', async () => {
    const secret = 'S3cret-pa55word';
    const saved = await call(owner, 'POST', '/database', { databaseName: 'Sales', engine: 'postgresql', host: 'db.example.com', port: 5433, database: 'sales', username: 'reader', password: secret });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(secret);
    expect(saved.json().data).toMatchObject({ hasPassword: true, port: 5433, username: 'reader' });
    const id = saved.json().data.id;
    const [row] = await server.database.db.select().from(databaseConnections).where(eq(databaseConnections.id, id));
    expect(row.passwordSealed).toMatch(/^v1\./);
    expect(row.passwordSealed).not.toContain(secret);
    const edited = await call(owner, 'PUT', `/database/${id}`, { databaseName: 'Sales (read)', engine: 'postgresql', host: 'db.example.com', database: 'sales', username: 'reader' });
    expect(edited.json()).toMatchObject({ message: 'Database updated successfully', data: { databaseName: 'Sales (read)', hasPassword: true, port: null } });
    const list = await call(owner, 'GET', '/databaseList');
    expect(list.body).not.toContain(secret);
    expect((await call(owner, 'DELETE', `/database/${id}`)).json().message).toBe('Database deleted successfully');
  });

  it("is the account's own: developers may, plain users may not, and another account finds nothing", async () => {
    expect((await call(developer, 'GET', '/databaseList')).json().totalElements).toBe(1);
    expect((await call(plainUser, 'GET', '/databaseList')).statusCode).toBe(403);
    expect((await call(other, 'GET', '/databaseList')).json().totalElements).toBe(0);
    expect((await call(other, 'POST', '/tableList', { id: warehouseId })).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/database/${warehouseId}`, embedded)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/database/${warehouseId}`)).statusCode).toBe(404);
    // Naming another account's connection to borrow its kept password finds nothing.
    expect((await call(other, 'POST', '/database/test', { databaseName: 'X', engine: 'postgresql', host: 'db.example.com', database: 'x', id: warehouseId })).statusCode).toBe(404);
    // An embedded database of the same name is the other account's own, and empty.
    const own = await call(other, 'POST', '/database', embedded);
    expect((await call(other, 'POST', '/tableList', { id: own.json().data.id })).json()).toEqual([]);
    expect((await call(owner, 'GET', '/databaseList')).json().totalElements).toBe(1);
  });
});

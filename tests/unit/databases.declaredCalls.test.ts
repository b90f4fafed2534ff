// Data Migration goes by its route declarations (contract/databasesRoutes.ts): the account's
// connections are a react-admin resource asking the spec's address in the `sort=field,asc` dialect,
// their changes reach the spec's addresses (traced under databases, as before); a connection's tables
// and columns, the migrations and the container files are resources too, and the custom calls fill in
// the declared paths, queries and bodies; who may list or change connections follows the declared flag.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databasesDataProvider, DATABASES_RESOURCE } from '../../src/resources/databases/databasesDataProvider';
import {
  CONTAINER_FILES, DATABASE_COLUMNS, DATABASE_CONNECTIONS, DATABASE_CONTAINERS, DATABASE_TABLES, databasesDeclared, databasesResources, MIGRATION_JOBS,
} from '../../src/resources/databases/databasesResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { session } from '../../src/session/session';
import { isTrace, recordCalls, type RecordedCall } from './recordedCalls';

const providerOf = (name: string) => databasesResources.find((r) => r.name === name)!.dataProvider;
const connections = providerOf(DATABASE_CONNECTIONS);
/** What a list of one whole answer is asked with: react-admin's defaults, which the server never sees. */
const wholeList = { sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 25 } } as const;
const changesOf = (calls: RecordedCall[]) => calls.filter((c) => !isTrace(c)).map(({ method, path, body }) => [`${method} ${path}`, body]);
const warehouse = { databaseName: 'Warehouse', engine: 'embedded', database: 'warehouse' };

beforeEach(() => {
  localStorage.clear();
  session.set('accountId', 7);
});
afterEach(() => vi.unstubAllGlobals());

describe("Data Migration's connections", () => {
  it("are listed at the spec's address, searched, sorted and paged in the sort=field,asc dialect", async () => {
    const calls = recordCalls(() => ({ content: [{ id: 5, ...warehouse }], totalElements: 1 }));
    const page = await connections.getList(DATABASE_CONNECTIONS, {
      filter: { q: 'ware' }, sort: { field: 'host', order: 'ASC' }, pagination: { page: 1, perPage: 10 },
    });
    expect(page).toEqual({ data: [{ id: 5, ...warehouse }], total: 1 });
    expect(calls.map((c) => c.path)).toEqual(['/data-migrate/databaseList?query=ware&page=0&size=10&sort=host,asc']);
  });

  it('are saved, changed and deleted at their addresses with the connection in the body, each traced under databases', async () => {
    const calls = recordCalls(({ path }) => (path.startsWith('/data-migrate/database')
      ? { message: 'Database saved successfully', data: { id: 5, ...warehouse, host: null, port: null, username: null, hasPassword: false } }
      : {}));
    const created = await connections.create(DATABASE_CONNECTIONS, { data: warehouse });
    await connections.update(DATABASE_CONNECTIONS, { id: 5, data: { ...warehouse, databaseName: 'Main warehouse' }, previousData: { id: 5, ...warehouse } });
    await connections.delete(DATABASE_CONNECTIONS, { id: 5, previousData: { id: 5, ...warehouse } });
    expect(created.data.id).toBe(5);
    expect(changesOf(calls)).toEqual([
      ['POST /data-migrate/database', warehouse],
      ['PUT /data-migrate/database/5', { ...warehouse, databaseName: 'Main warehouse' }],
      ['DELETE /data-migrate/database/5', undefined],
    ]);
    await vi.waitFor(() => expect(calls.filter(isTrace).map((c) => c.folder)).toEqual([DATABASES_RESOURCE, DATABASES_RESOURCE, DATABASES_RESOURCE]));
  });

  it('are listed and changed by the flag their routes declare', () => {
    const access = declaredAccess(databasesDeclared);
    expect(access({ view_data_migration: true }, { resource: DATABASE_CONNECTIONS, action: 'list' })).toBe(true);
    expect(access({ view_data_migration: true }, { resource: DATABASE_CONNECTIONS, action: 'edit' })).toBe(true);
    expect(access({ view_data_export: true }, { resource: DATABASE_CONNECTIONS, action: 'list' })).toBe(false);
    expect(access({ view_data_migration: true }, { resource: 'somethingElse', action: 'list' })).toBeUndefined();
  });
});

describe("Data Migration's other records", () => {
  it("list a connection's tables and a table's columns at the declared addresses, each keyed by its name", async () => {
    const calls = recordCalls(({ path }) => (path === '/data-migrate/tableList'
      ? [{ schema: 'public', name: 'orders', rowEstimate: 25 }]
      : [{ name: 'customer', type: 'character varying(40)', nullable: false }]));
    await expect(providerOf(DATABASE_TABLES).getList(DATABASE_TABLES, { ...wholeList, filter: { connectionId: 5 } })).resolves.toEqual({
      data: [{ id: 'public.orders', schema: 'public', name: 'orders', rowEstimate: 25 }], total: 1,
    });
    await expect(providerOf(DATABASE_COLUMNS).getList(DATABASE_COLUMNS, {
      ...wholeList, filter: { connectionId: 5, tableName: 'orders', schemaName: 'public' },
    })).resolves.toEqual({ data: [{ id: 'customer', name: 'customer', type: 'character varying(40)', nullable: false }], total: 1 });
    expect(changesOf(calls)).toEqual([
      ['POST /data-migrate/tableList', { id: 5 }],
      ['POST /data-migrate/columnList?tableName=orders&schemaName=public', { id: 5 }],
    ]);
  });

  it('list the migrations and read one at the declared addresses', async () => {
    const job = { id: 8, status: 'running' };
    const calls = recordCalls(({ path }) => (path.endsWith('/jobs') ? [job] : job));
    await expect(providerOf(MIGRATION_JOBS).getList(MIGRATION_JOBS, { ...wholeList, filter: {} })).resolves.toEqual({ data: [job], total: 1 });
    await expect(providerOf(MIGRATION_JOBS).getOne(MIGRATION_JOBS, { id: 8 })).resolves.toEqual({ data: job });
    expect(changesOf(calls)).toEqual([['GET /data-migrate/migrate-data/jobs', undefined], ['GET /data-migrate/migrate-data/jobs/8', undefined]]);
  });

  it("list the containers (keyed by name) and a container's files, and delete one (traced) at the declared addresses", async () => {
    const file = { id: 3, container: 'invoices-2026', name: 'notes.txt' };
    const calls = recordCalls(({ method, path }) => {
      if (method === 'DELETE') return { message: 'File deleted successfully' };
      return path === '/data-migrate/containers' ? [{ name: 'invoices-2026', files: 1, bytes: 17 }] : [file];
    });
    await expect(providerOf(DATABASE_CONTAINERS).getList(DATABASE_CONTAINERS, { ...wholeList, filter: {} })).resolves.toEqual({
      data: [{ id: 'invoices-2026', name: 'invoices-2026', files: 1, bytes: 17 }], total: 1,
    });
    const files = providerOf(CONTAINER_FILES);
    await expect(files.getList(CONTAINER_FILES, { ...wholeList, filter: { container: 'invoices-2026' } })).resolves.toEqual({ data: [file], total: 1 });
    await expect(files.delete(CONTAINER_FILES, { id: 3, previousData: file })).resolves.toEqual({ data: file });
    expect(changesOf(calls)).toEqual([
      ['GET /data-migrate/containers', undefined],
      ['GET /data-migrate/containers/files?container=invoices-2026', undefined],
      ['DELETE /data-migrate/containers/files/3', undefined],
    ]);
    await vi.waitFor(() => expect(calls.filter(isTrace).map((c) => c.folder)).toEqual([DATABASES_RESOURCE]));
  });
});

describe("Data Migration's custom calls", () => {
  it("test a connection, plan, start and cancel a migration, and ask a file's link at the declared addresses", async () => {
    const calls = recordCalls(() => ({ message: 'Migration started', data: {} }));
    const request = { sourceId: 5, targetId: 6, tables: [] };
    await databasesDataProvider.testDatabase(DATABASES_RESOURCE, { ...warehouse, engine: 'embedded', id: 5 });
    await databasesDataProvider.planMigration(DATABASES_RESOURCE, request);
    await databasesDataProvider.startMigration(DATABASES_RESOURCE, request);
    await databasesDataProvider.cancelMigration(DATABASES_RESOURCE, 8);
    await databasesDataProvider.containerFileLink(DATABASES_RESOURCE, 3);
    expect(changesOf(calls)).toEqual([
      ['POST /data-migrate/database/test', { ...warehouse, id: 5 }],
      ['POST /data-migrate/migrate-data/plan', request],
      ['POST /data-migrate/migrate-data', request],
      ['POST /data-migrate/migrate-data/jobs/8/cancel', undefined],
      ['GET /data-migrate/containers/files/3/link', undefined],
    ]);
    await vi.waitFor(() => expect(calls.filter(isTrace).map((c) => c.folder)).toEqual([DATABASES_RESOURCE]));
  });
});

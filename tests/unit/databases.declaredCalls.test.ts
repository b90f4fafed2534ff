// Data Migration goes by its route declarations (contract/databasesRoutes.ts): the account's
// connections are a react-admin resource asking the spec's address in the `sort=field,asc` dialect,
// their changes reach the spec's addresses (traced under databases, as before), the other calls fill
// in the declared paths, queries and bodies, and who may list or change connections follows the
// declared flag.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databasesDataProvider, DATABASES_RESOURCE } from '../../src/resources/databases/databasesDataProvider';
import { DATABASE_CONNECTIONS, databasesDeclared, databasesResources } from '../../src/resources/databases/databasesResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { session } from '../../src/session/session';
import { isTrace, recordCalls, type RecordedCall } from './recordedCalls';

const connections = databasesResources.find((r) => r.name === DATABASE_CONNECTIONS)!.dataProvider;
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

describe("Data Migration's named calls", () => {
  it('test and browse a connection, plan, start, follow and cancel a migration at the declared addresses', async () => {
    const calls = recordCalls(() => ({ message: 'Migration started', data: {} }));
    const request = { sourceId: 5, targetId: 6, tables: [] };
    await databasesDataProvider.testDatabase(DATABASES_RESOURCE, { ...warehouse, engine: 'embedded', id: 5 });
    await databasesDataProvider.tableList(DATABASES_RESOURCE, 5);
    await databasesDataProvider.columnList(DATABASES_RESOURCE, 5, { schema: 'public', name: 'orders', rowEstimate: 25 });
    await databasesDataProvider.planMigration(DATABASES_RESOURCE, request);
    await databasesDataProvider.startMigration(DATABASES_RESOURCE, request);
    await databasesDataProvider.migrationJobs(DATABASES_RESOURCE);
    await databasesDataProvider.migrationJob(DATABASES_RESOURCE, 8);
    await databasesDataProvider.cancelMigration(DATABASES_RESOURCE, 8);
    expect(changesOf(calls)).toEqual([
      ['POST /data-migrate/database/test', { ...warehouse, id: 5 }],
      ['POST /data-migrate/tableList', { id: 5 }],
      ['POST /data-migrate/columnList?tableName=orders&schemaName=public', { id: 5 }],
      ['POST /data-migrate/migrate-data/plan', request],
      ['POST /data-migrate/migrate-data', request],
      ['GET /data-migrate/migrate-data/jobs', undefined],
      ['GET /data-migrate/migrate-data/jobs/8', undefined],
      ['POST /data-migrate/migrate-data/jobs/8/cancel', undefined],
    ]);
    await vi.waitFor(() => expect(calls.filter(isTrace).map((c) => c.folder)).toEqual([DATABASES_RESOURCE]));
  });

  it("list containers and their files, delete one (traced) and ask a file's link at the declared addresses", async () => {
    const calls = recordCalls(() => ({ message: 'File deleted successfully' }));
    await databasesDataProvider.listContainers(DATABASES_RESOURCE);
    await databasesDataProvider.listContainerFiles(DATABASES_RESOURCE, 'invoices-2026');
    await databasesDataProvider.deleteContainerFile(DATABASES_RESOURCE, 3);
    await databasesDataProvider.containerFileLink(DATABASES_RESOURCE, 3);
    expect(changesOf(calls)).toEqual([
      ['GET /data-migrate/containers', undefined],
      ['GET /data-migrate/containers/files?container=invoices-2026', undefined],
      ['DELETE /data-migrate/containers/files/3', undefined],
      ['GET /data-migrate/containers/files/3/link', undefined],
    ]);
    await vi.waitFor(() => expect(calls.filter(isTrace).map((c) => c.folder)).toEqual([DATABASES_RESOURCE]));
  });
});

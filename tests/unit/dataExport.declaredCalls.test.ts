// Data export goes by its route declarations (contract/dataExportRoutes.ts): an instance's export
// tables are a react-admin resource asking the spec's address in the `sort=field,asc` dialect, their
// changes reach the spec's addresses (traced under dataExport, as before); the instances and their
// data source, the connections, the source's schemas and tables, a table's rows and an export job are
// resources too, and the custom calls fill in the declared paths and queries; who may list or change
// the tables follows the declared flag.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataExportDataProvider, DATA_EXPORT_RESOURCE } from '../../src/resources/dataExport/dataExportDataProvider';
import {
  dataExportDeclared, dataExportResources, EXPORT_CONNECTIONS, EXPORT_INSTANCES, EXPORT_JOBS, EXPORT_ROWS, EXPORT_SCHEMAS, EXPORT_SOURCE_TABLES,
  EXPORT_TABLES,
} from '../../src/resources/dataExport/dataExportResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { session } from '../../src/session/session';
import { isTrace, recordCalls, type RecordedCall } from './recordedCalls';

const providerOf = (name: string) => dataExportResources.find((r) => r.name === name)!.dataProvider;
const exportTables = providerOf(EXPORT_TABLES);
const table = { appId: 3, appInstanceId: 9, schemaName: 'public', tableName: 'orders' };
/** What a list of one whole answer is asked with: react-admin's defaults, which the server never sees. */
const wholeList = { sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 25 } } as const;
const changesOf = (calls: RecordedCall[]) => calls.filter((c) => !isTrace(c)).map(({ method, path, body }) => [`${method} ${path}`, body]);

beforeEach(() => {
  localStorage.clear();
  session.set('accountId', 7);
});
afterEach(() => vi.unstubAllGlobals());

describe("data export's export tables", () => {
  it("are listed at the spec's address for the instance, searched, sorted and paged in the sort=field,asc dialect", async () => {
    const calls = recordCalls(() => ({ content: [{ id: 4, ...table }], totalElements: 11 }));
    const page = await exportTables.getList(EXPORT_TABLES, {
      filter: { appInstanceId: 9, appId: 3, q: ' ord ' }, sort: { field: 'updatedAt', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    expect(page).toEqual({ data: [{ id: 4, ...table }], total: 11 });
    expect(calls.map((c) => c.path)).toEqual(['/data-export/export-table?appInstanceId=9&appId=3&query=ord&page=1&size=10&sort=updatedAt,desc']);
  });

  it('are added, changed and removed at their addresses with the table in the body, each traced under dataExport', async () => {
    const calls = recordCalls(({ path }) => (path.startsWith('/data-export/export-table')
      ? { message: 'Data export added successfully', data: { id: 12, ...table, updatedAt: '2026-01-02T00:00:00.000Z' } }
      : {}));
    const created = await exportTables.create(EXPORT_TABLES, { data: table });
    await exportTables.update(EXPORT_TABLES, { id: 12, data: { ...table, tableName: 'events' }, previousData: { id: 12, ...table } });
    await exportTables.delete(EXPORT_TABLES, { id: 12, previousData: { id: 12, ...table } });
    expect(created.data.id).toBe(12);
    expect(calls.filter((c) => !isTrace(c)).map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['POST /data-export/export-table', table],
      ['PUT /data-export/export-table/12', { ...table, tableName: 'events' }],
      ['DELETE /data-export/export-table/12', undefined],
    ]);
    await vi.waitFor(() => expect(calls.filter(isTrace).map((c) => c.folder)).toEqual([DATA_EXPORT_RESOURCE, DATA_EXPORT_RESOURCE, DATA_EXPORT_RESOURCE]));
  });

  it('are listed and changed by the flag their routes declare', () => {
    const access = declaredAccess(dataExportDeclared);
    expect(access({ view_data_export: true }, { resource: EXPORT_TABLES, action: 'list' })).toBe(true);
    expect(access({ view_data_export: true }, { resource: EXPORT_TABLES, action: 'delete' })).toBe(true);
    expect(access({ view_data_migration: true }, { resource: EXPORT_TABLES, action: 'create' })).toBe(false);
    expect(access({ view_data_export: true }, { resource: 'somethingElse', action: 'list' })).toBeUndefined();
  });
});

describe("data export's other records", () => {
  it("list the instances (keyed by appInstanceId) and choose one's data source (traced) at the declared addresses", async () => {
    const instance = { appInstanceId: 9, appId: 3, appName: 'Shop', connectionId: null };
    const calls = recordCalls(({ method }) => (method === 'PUT'
      ? { message: 'Data source saved successfully', data: { ...instance, connectionId: 4 } }
      : [instance]));
    const instances = providerOf(EXPORT_INSTANCES);
    await expect(instances.getList(EXPORT_INSTANCES, { ...wholeList, filter: {} })).resolves.toEqual({ data: [{ id: 9, ...instance }], total: 1 });
    await expect(instances.update(EXPORT_INSTANCES, { id: 9, data: { connectionId: 4 }, previousData: { id: 9, ...instance } }))
      .resolves.toEqual({ data: { id: 9, ...instance, connectionId: 4 } });
    expect(changesOf(calls)).toEqual([['GET /data-export/instances', undefined], ['PUT /data-export/instances/9/source', { connectionId: 4 }]]);
    await vi.waitFor(() => expect(calls.filter(isTrace).map((c) => c.folder)).toEqual([DATA_EXPORT_RESOURCE]));
  });

  it("list the connections, the source's schemas and a schema's tables (keyed by name) at the declared addresses", async () => {
    const calls = recordCalls(({ path }) => {
      if (path === '/data-export/connections') return [{ id: 4, databaseName: 'Warehouse', engine: 'embedded' }];
      return path.startsWith('/data-export/schema') ? ['public'] : [{ name: 'orders', rowEstimate: 30, rowsKnown: 'estimate' }];
    });
    await expect(providerOf(EXPORT_CONNECTIONS).getList(EXPORT_CONNECTIONS, { ...wholeList, filter: {} }))
      .resolves.toEqual({ data: [{ id: 4, databaseName: 'Warehouse', engine: 'embedded' }], total: 1 });
    await expect(providerOf(EXPORT_SCHEMAS).getList(EXPORT_SCHEMAS, { ...wholeList, filter: { appInstanceId: 9 } }))
      .resolves.toEqual({ data: [{ id: 'public' }], total: 1 });
    await expect(providerOf(EXPORT_SOURCE_TABLES).getList(EXPORT_SOURCE_TABLES, { ...wholeList, filter: { appInstanceId: 9, schemaName: 'public' } }))
      .resolves.toEqual({ data: [{ id: 'orders', name: 'orders', rowEstimate: 30, rowsKnown: 'estimate' }], total: 1 });
    expect(changesOf(calls)).toEqual([
      ['GET /data-export/connections', undefined],
      ['GET /data-export/schema?appInstanceId=9', undefined],
      ['GET /data-export/table?appInstanceId=9&schemaName=public', undefined],
    ]);
  });

  it("read a table's rows in the spec's zero-based page, size and column,order dialect, and an export job", async () => {
    const columns = [{ name: 'id', type: 'integer', nullable: false }, { name: 'amount', type: 'numeric', nullable: true }];
    const calls = recordCalls(({ path }) => (path.startsWith('/data-export/viewdata')
      ? { columns, content: [['26', '75.00'], ['27', null]], totalElements: 30 }
      : { id: 31, status: 'done' }));
    const rows = providerOf(EXPORT_ROWS);
    await expect(rows.getList(EXPORT_ROWS, { filter: table, sort: { field: 'amount', order: 'DESC' }, pagination: { page: 2, perPage: 25 } }))
      .resolves.toEqual({ data: [{ id: 25, values: ['26', '75.00'] }, { id: 26, values: ['27', null] }], total: 30, meta: { columns } });
    await rows.getList(EXPORT_ROWS, { filter: table, sort: { field: '', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });
    await expect(providerOf(EXPORT_JOBS).getOne(EXPORT_JOBS, { id: 31 })).resolves.toEqual({ data: { id: 31, status: 'done' } });
    expect(changesOf(calls)).toEqual([
      ['GET /data-export/viewdata?appId=3&appInstanceId=9&schemaName=public&tableName=orders&page=1&size=25&sort=amount,desc', undefined],
      ['GET /data-export/viewdata?appId=3&appInstanceId=9&schemaName=public&tableName=orders&page=0&size=10', undefined],
      ['GET /data-export/export-job/31', undefined],
    ]);
  });
});

describe("data export's jobs and custom call", () => {
  it("start an export (creating its job) and ask its file's link at the declared addresses", async () => {
    const calls = recordCalls(() => ({ id: 31 }));
    await expect(providerOf(EXPORT_JOBS).create(EXPORT_JOBS, { data: table })).resolves.toEqual({ data: { id: 31 } });
    await dataExportDataProvider.downloadLink(DATA_EXPORT_RESOURCE, 31);
    expect(changesOf(calls)).toEqual([
      ['GET /data-export/send-to-rabbitmq-and-export?appId=3&appInstanceId=9&schemaName=public&tableName=orders', undefined],
      ['GET /data-export/export-job/31/link', undefined],
    ]);
  });
});

// Data export goes by its route declarations (contract/dataExportRoutes.ts): an instance's export
// tables are a react-admin resource asking the spec's address in the `sort=field,asc` dialect, their
// changes reach the spec's addresses (traced under dataExport, as before), the other calls fill in
// the declared paths and queries, and who may list or change the tables follows the declared flag.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataExportDataProvider, DATA_EXPORT_RESOURCE } from '../../src/resources/dataExport/dataExportDataProvider';
import { dataExportDeclared, dataExportResources, EXPORT_TABLES } from '../../src/resources/dataExport/dataExportResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { session } from '../../src/session/session';
import { isTrace, recordCalls } from './recordedCalls';

const exportTables = dataExportResources.find((r) => r.name === EXPORT_TABLES)!.dataProvider;
const table = { appId: 3, appInstanceId: 9, schemaName: 'public', tableName: 'orders' };

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

describe("data export's named calls", () => {
  it("choose an instance's data source, read a table's rows, start an export and ask its file's link at the declared addresses", async () => {
    const calls = recordCalls(() => ({ message: 'Data source saved successfully' }));
    await dataExportDataProvider.chooseSource(DATA_EXPORT_RESOURCE, 9, 4);
    await dataExportDataProvider.tables(DATA_EXPORT_RESOURCE, 9, 'public');
    await dataExportDataProvider.viewData(DATA_EXPORT_RESOURCE, table, { page: 1, size: 25, sort: 'amount,desc' });
    await dataExportDataProvider.viewData(DATA_EXPORT_RESOURCE, table, { page: 0, size: 10 });
    await dataExportDataProvider.startExport(DATA_EXPORT_RESOURCE, table);
    await dataExportDataProvider.exportJob(DATA_EXPORT_RESOURCE, 31);
    await dataExportDataProvider.downloadLink(DATA_EXPORT_RESOURCE, 31);
    expect(calls.filter((c) => !isTrace(c)).map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['PUT /data-export/instances/9/source', { connectionId: 4 }],
      ['GET /data-export/table?appInstanceId=9&schemaName=public', undefined],
      ['GET /data-export/viewdata?appId=3&appInstanceId=9&schemaName=public&tableName=orders&page=1&size=25&sort=amount,desc', undefined],
      ['GET /data-export/viewdata?appId=3&appInstanceId=9&schemaName=public&tableName=orders&page=0&size=10', undefined],
      ['GET /data-export/send-to-rabbitmq-and-export?appId=3&appInstanceId=9&schemaName=public&tableName=orders', undefined],
      ['GET /data-export/export-job/31', undefined],
      ['GET /data-export/export-job/31/link', undefined],
    ]);
  });
});

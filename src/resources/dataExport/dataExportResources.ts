// Data export's records as react-admin resources (issue 30), served by their declared routes
// (contract/dataExportRoutes.ts): an app instance's export tables, listed, added, changed and removed;
// the account's app instances, each with its data source, which is changed; the connections one may
// export from; the source's schemas and tables; a table's rows page by page; and one export job.
// Changes are traced under dataExport as before. The export tables and the rows come page by page;
// the others whole, each record keyed by what names it (an instance by its appInstanceId, a schema or
// a source table by its name). Starting an export creates a job, read again as it runs. The calls a
// resource lacks refuse.
import type { CreateParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { recordsProvider } from '../../dataProviders/recordsProvider';
import { wholeList } from '../../dataProviders/pagingQuery';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { exportJobRoutes, exportSourceRoutes, exportTableRoutes } from '../../../contract/dataExportRoutes';
import type { ColumnInfo } from '../../../contract/databases';
import type { ExportInstance, SourceTable } from '../../../contract/dataExport';
import { DATA_EXPORT_RESOURCE, type TableRef } from './dataExportDataProvider';

export const EXPORT_TABLES = 'exportTables';
/** The account's app instances, keyed by their appInstanceId; an update chooses one's data source. */
export const EXPORT_INSTANCES = 'exportInstances';
export const EXPORT_CONNECTIONS = 'exportConnections';
/** The schemas of an instance's data source: `filter: { appInstanceId }`. */
export const EXPORT_SCHEMAS = 'exportSchemas';
/** A schema's tables in an instance's data source: `filter: { appInstanceId, schemaName }`. */
export const EXPORT_SOURCE_TABLES = 'exportSourceTables';
/** A table's rows: `filter` the table (TableRef), paged and sorted by one column (none: field ''). */
export const EXPORT_ROWS = 'exportRows';
export const EXPORT_JOBS = 'exportJobs';

export type InstanceRecord = ExportInstance & { id: number };
export type SchemaRecord = { id: string };
export type SourceTableRecord = SourceTable & { id: string };
/** A row's values in the columns' order (null for NULL), keyed by its place in the table's sort. */
export type RowRecord = { id: number; values: (string | null)[] };
/** The rows' list also answers the table's columns, as its `meta`. */
export type RowsMeta = { columns: ColumnInfo[] };

/** The resource as its routes declare it: its calls, and who may list and change it. */
export const dataExportDeclared: Record<string, DeclaredResource> = {
  [EXPORT_TABLES]: {
    list: exportTableRoutes.list, create: exportTableRoutes.create, update: exportTableRoutes.update, delete: exportTableRoutes.remove,
    traceAs: DATA_EXPORT_RESOURCE,
  },
};

const instanceRecord = (instance: ExportInstance): InstanceRecord => ({ ...instance, id: instance.appInstanceId });

const instancesProvider = recordsProvider(EXPORT_INSTANCES, {
  getList: async () => wholeList((await callDeclared(exportSourceRoutes.instances)).map(instanceRecord)),
  /** Chooses the instance's data source (`data.connectionId`, null for none); answers the instance as saved. */
  update: async (_r: string, { id, data }: UpdateParams) => {
    const saved = await changeDeclared(exportSourceRoutes.choose, DATA_EXPORT_RESOURCE, 'update', {
      params: { appInstanceId: Number(id) }, body: { connectionId: data.connectionId },
    });
    return { data: instanceRecord(saved.data) };
  },
});

const connectionsProvider = recordsProvider(EXPORT_CONNECTIONS, {
  getList: async () => wholeList(await callDeclared(exportSourceRoutes.connections)),
});

const schemasProvider = recordsProvider(EXPORT_SCHEMAS, {
  getList: async (_r: string, { filter }: GetListParams) =>
    wholeList((await callDeclared(exportTableRoutes.schemas, { query: { appInstanceId: filter.appInstanceId } })).map((name): SchemaRecord => ({ id: name }))),
});

const sourceTablesProvider = recordsProvider(EXPORT_SOURCE_TABLES, {
  getList: async (_r: string, { filter: { appInstanceId, schemaName } }: GetListParams) =>
    wholeList((await callDeclared(exportTableRoutes.tables, { query: { appInstanceId, schemaName } })).map((table): SourceTableRecord => ({ ...table, id: table.name }))),
});

/** GET viewdata in the spec's dialect: a zero-based page, its size, and `sort=column,asc|desc` when sorted. */
const rowsProvider = recordsProvider(EXPORT_ROWS, {
  getList: async (_r: string, { filter, pagination, sort }: GetListParams) => {
    const page = (pagination?.page ?? 1) - 1;
    const size = pagination?.perPage ?? 10;
    const answer = await callDeclared(exportTableRoutes.viewData, {
      query: { ...(filter as TableRef), page, size, sort: sort?.field ? `${sort.field},${sort.order.toLowerCase()}` : undefined },
    });
    const data = answer.content.map((values, i): RowRecord => ({ id: page * size + i, values }));
    return { data, total: answer.totalElements, meta: { columns: answer.columns } satisfies RowsMeta };
  },
});

const jobsProvider = recordsProvider(EXPORT_JOBS, {
  /**
   * Starts exporting the table (`data`, a TableRef): the server makes the job and answers it. The spec
   * starts it with a GET, which changeDeclared refuses: called as before, with no trace of the console's.
   */
  create: async (_r: string, { data }: CreateParams) => ({ data: await callDeclared(exportJobRoutes.start, { query: { ...(data as TableRef) } }) }),
  getOne: async (_r: string, { id }: GetOneParams) => ({ data: await callDeclared(exportJobRoutes.job, { params: { id: Number(id) } }) }),
});

export const dataExportResources = [
  { name: EXPORT_TABLES, dataProvider: declaredResourceProvider(dataExportDeclared[EXPORT_TABLES]) },
  { name: EXPORT_INSTANCES, dataProvider: instancesProvider },
  { name: EXPORT_CONNECTIONS, dataProvider: connectionsProvider },
  { name: EXPORT_SCHEMAS, dataProvider: schemasProvider },
  { name: EXPORT_SOURCE_TABLES, dataProvider: sourceTablesProvider },
  { name: EXPORT_ROWS, dataProvider: rowsProvider },
  { name: EXPORT_JOBS, dataProvider: jobsProvider },
];

// The data export service's calls that are not the export tables' CRUD (developer-portal.md §7 "Data
// export service"): the instances and their data sources, the source's schemas and tables, a table's
// rows, and exports with their download links. Named calls of one resource's provider (DESIGN §7),
// used with react-query; each calls its route by its declaration (contract/dataExportRoutes.ts).
// The export tables are a resource (dataExportResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { exportJobRoutes, exportSourceRoutes, exportTableRoutes } from '../../../contract/dataExportRoutes';

export const DATA_EXPORT_RESOURCE = 'dataExport';

/** The spec's view and export requests name the table, its schema, the instance and its app. */
export interface TableRef {
  tableName: string;
  schemaName: string;
  appInstanceId: number;
  appId: number;
}

export interface ViewDataQuery {
  page: number;
  size: number;
  sort?: string;
}

export const dataExportDataProvider = namedCallsProvider(DATA_EXPORT_RESOURCE, {
  instances: (_r: string) => callDeclared(exportSourceRoutes.instances),
  connections: (_r: string) => callDeclared(exportSourceRoutes.connections),
  chooseSource: (_r: string, appInstanceId: number, connectionId: number | null) =>
    changeDeclared(exportSourceRoutes.choose, DATA_EXPORT_RESOURCE, 'update', { params: { appInstanceId }, body: { connectionId } }),
  schemas: (_r: string, appInstanceId: number) => callDeclared(exportTableRoutes.schemas, { query: { appInstanceId } }),
  tables: (_r: string, appInstanceId: number, schemaName: string) => callDeclared(exportTableRoutes.tables, { query: { appInstanceId, schemaName } }),
  viewData: (_r: string, ref: TableRef, { page, size, sort }: ViewDataQuery) =>
    callDeclared(exportTableRoutes.viewData, { query: { ...ref, page, size, sort } }),
  /** Starts the export job; its progress is read with exportJob. */
  startExport: (_r: string, ref: TableRef) => callDeclared(exportJobRoutes.start, { query: { ...ref } }),
  exportJob: (_r: string, id: number) => callDeclared(exportJobRoutes.job, { params: { id } }),
  downloadLink: (_r: string, id: number) => callDeclared(exportJobRoutes.link, { params: { id } }),
});

export type DataExportDataProvider = typeof dataExportDataProvider;

// The data export service's custom calls (developer-portal.md §7 "Data export service"): starting an
// export of a table and a link to its file. Named calls of one resource's provider (DESIGN §7), used
// with react-query; each calls its route by its declaration (contract/dataExportRoutes.ts). The export
// tables, the instances and their data sources, the source's schemas and tables, a table's rows and
// an export job are resources (dataExportResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { exportJobRoutes } from '../../../contract/dataExportRoutes';

export const DATA_EXPORT_RESOURCE = 'dataExport';

/** The spec's view and export requests name the table, its schema, the instance and its app. */
export interface TableRef {
  tableName: string;
  schemaName: string;
  appInstanceId: number;
  appId: number;
}

export const dataExportDataProvider = namedCallsProvider(DATA_EXPORT_RESOURCE, {
  /** Starts the export job; its progress is read as an exportJobs record. */
  startExport: (_r: string, ref: TableRef) => callDeclared(exportJobRoutes.start, { query: { ...ref } }),
  downloadLink: (_r: string, id: number) => callDeclared(exportJobRoutes.link, { params: { id } }),
});

export type DataExportDataProvider = typeof dataExportDataProvider;

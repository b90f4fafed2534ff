// The data export service's custom call (developer-portal.md §7 "Data export service"): a link to an
// export's file. A named call of one resource's provider (DESIGN §7), used with react-query; it calls
// its route by its declaration (contract/dataExportRoutes.ts). The export tables, the instances and
// their data sources, the source's schemas and tables, a table's rows and the export jobs (started by
// a create) are resources (dataExportResources.ts).
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
  downloadLink: (_r: string, id: number) => callDeclared(exportJobRoutes.link, { params: { id } }),
});

export type DataExportDataProvider = typeof dataExportDataProvider;

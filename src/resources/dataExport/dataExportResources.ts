// Data export's list as a react-admin resource (issue 30), served by its declared routes
// (contract/dataExportRoutes.ts): an app instance's export tables, listed, added, changed and
// removed, traced under dataExport as before.
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { exportTableRoutes } from '../../../contract/dataExportRoutes';
import { DATA_EXPORT_RESOURCE } from './dataExportDataProvider';

export const EXPORT_TABLES = 'exportTables';

/** The resource as its routes declare it: its calls, and who may list and change it. */
export const dataExportDeclared: Record<string, DeclaredResource> = {
  [EXPORT_TABLES]: {
    list: exportTableRoutes.list, create: exportTableRoutes.create, update: exportTableRoutes.update, delete: exportTableRoutes.remove,
    traceAs: DATA_EXPORT_RESOURCE,
  },
};

export const dataExportResources = [{ name: EXPORT_TABLES, dataProvider: declaredResourceProvider(dataExportDeclared[EXPORT_TABLES]) }];

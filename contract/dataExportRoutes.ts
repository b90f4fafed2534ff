// The data export domain's routes (developer-portal.md §7 "Data export service"), declared once: the
// server mounts them from here and the console calls them by these names (routeTable.ts). What each
// takes and answers are the TypeBox schemas of contract/dataExport.ts, named by type only. Every one
// opens with view_data_export. Not declared: GET export-file/{id}, the file's bytes behind a signed
// link, with no session (server/src/domains/dataExport/routes/exports.ts).
import type {
  DownloadLink, ExportConnections, ExportInstances, ExportJobList, ExportJobView, ExportTableBody, ExportTableDeleted,
  ExportTableListQuery, ExportTablePage, ExportTableSaved, IdParams, InstanceParams, InstanceQuery, SchemaNames, SourceBody,
  SourceSaved, SourceTables, TableRefQuery, TablesQuery, ViewDataPage, ViewDataQuery,
} from './dataExport';
import { namedRoutes, route } from './routeTable';
import { VIEW_DATA_EXPORT } from './dataExportFlags';

const service = 'dataExport';
const flags = [VIEW_DATA_EXPORT];
type ById = { params: typeof IdParams };

/** The account's app instances, the connections one may export from, and choosing one. */
export const exportSourceRoutes = namedRoutes('dataExport.source', {
  instances: route<{ response: typeof ExportInstances }>({ service, method: 'GET', path: '/instances', flags }),
  connections: route<{ response: typeof ExportConnections }>({ service, method: 'GET', path: '/connections', flags }),
  choose: route<{ params: typeof InstanceParams; body: typeof SourceBody; response: typeof SourceSaved }>({
    service, method: 'PUT', path: '/instances/:appInstanceId/source', flags,
  }),
});

/** An instance's export tables, the source's schemas and tables to pick one from, and a table's rows. */
export const exportTableRoutes = namedRoutes('dataExport.table', {
  list: route<{ query: typeof ExportTableListQuery; response: typeof ExportTablePage }>({
    service, method: 'GET', path: '/export-table', flags, paging: 'sort',
  }),
  create: route<{ body: typeof ExportTableBody; response: typeof ExportTableSaved }>({ service, method: 'POST', path: '/export-table', flags }),
  update: route<ById & { body: typeof ExportTableBody; response: typeof ExportTableSaved }>({
    service, method: 'PUT', path: '/export-table/:id', flags,
  }),
  remove: route<ById & { response: typeof ExportTableDeleted }>({ service, method: 'DELETE', path: '/export-table/:id', flags }),
  schemas: route<{ query: typeof InstanceQuery; response: typeof SchemaNames }>({ service, method: 'GET', path: '/schema', flags }),
  tables: route<{ query: typeof TablesQuery; response: typeof SourceTables }>({ service, method: 'GET', path: '/table', flags }),
  viewData: route<{ query: typeof ViewDataQuery; response: typeof ViewDataPage }>({ service, method: 'GET', path: '/viewdata', flags }),
});

/** Exports to example.xlsx: started as a job, followed, then a short-lived link to the file. */
export const exportJobRoutes = namedRoutes('dataExport.job', {
  start: route<{ query: typeof TableRefQuery; response: typeof ExportJobView }>({
    service, method: 'GET', path: '/send-to-rabbitmq-and-export', flags,
  }),
  recent: route<{ query: typeof InstanceQuery; response: typeof ExportJobList }>({ service, method: 'GET', path: '/export-job', flags }),
  job: route<ById & { response: typeof ExportJobView }>({ service, method: 'GET', path: '/export-job/:id', flags }),
  link: route<ById & { response: typeof DownloadLink }>({ service, method: 'GET', path: '/export-job/:id/link', flags }),
});

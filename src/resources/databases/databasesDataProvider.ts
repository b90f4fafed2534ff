// The database service's calls that are not the connections' CRUD (developer-portal.md §7
// "Database, migration and export"): testing a connection, browsing one, migrations between them,
// and container files. Named calls of one resource's provider (DESIGN §7), used with react-query;
// each calls its route by its declaration (contract/databasesRoutes.ts), but the upload, which is
// no declared route (the file's bytes as the body, the container in a header). The connections
// are a resource (databasesResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { containerRoutes, databaseBrowseRoutes, databaseRoutes, migrationRoutes } from '../../../contract/databasesRoutes';
import type { ContainerFileView, DatabaseTestBody, MigrationRequest, TableInfo } from '../../../contract/databases';

export const DATABASES_RESOURCE = 'databases';

export const databasesDataProvider = namedCallsProvider(DATABASES_RESOURCE, {
  /** Tries the connection as the form holds it; `id` lets a kept password fill in a left-out one. */
  testDatabase: (_r: string, body: DatabaseTestBody) => callDeclared(databaseRoutes.test, { body }),
  tableList: (_r: string, id: number) => callDeclared(databaseBrowseRoutes.tables, { body: { id } }),
  columnList: (_r: string, id: number, table: TableInfo) =>
    callDeclared(databaseBrowseRoutes.columns, { body: { id }, query: { tableName: table.name, schemaName: table.schema } }),
  planMigration: (_r: string, body: MigrationRequest) => callDeclared(migrationRoutes.plan, { body }),
  startMigration: (_r: string, body: MigrationRequest) => changeDeclared(migrationRoutes.start, DATABASES_RESOURCE, 'migrate', { body }),
  migrationJobs: (_r: string) => callDeclared(migrationRoutes.jobs),
  migrationJob: (_r: string, jobId: number) => callDeclared(migrationRoutes.job, { params: { jobId } }),
  cancelMigration: (_r: string, jobId: number) => callDeclared(migrationRoutes.cancel, { params: { jobId } }),
  listContainers: (_r: string) => callDeclared(containerRoutes.list),
  listContainerFiles: (_r: string, container: string) => callDeclared(containerRoutes.files, { query: { container } }),
  /** The file's bytes as the body (typed as bytes: the server reads any file as such), its own type in `type`. */
  copyToContainer: async (_r: string, container: string, file: File, onProgress: (loaded: number) => void) => (await request<{ message: string; data: ContainerFileView }>(
    'developerApp', '/upload/copy-container', {
      method: 'POST', query: { type: file.type || undefined, name: file.name }, headers: { container },
      body: new Blob([file], { type: 'application/octet-stream' }), onUploadProgress: (event) => onProgress(event.loaded),
    })).json,
  deleteContainerFile: (_r: string, id: number) => changeDeclared(containerRoutes.removeFile, DATABASES_RESOURCE, 'delete', { params: { id } }),
  containerFileLink: (_r: string, id: number) => callDeclared(containerRoutes.fileLink, { params: { id } }),
});

export type DatabasesDataProvider = typeof databasesDataProvider;

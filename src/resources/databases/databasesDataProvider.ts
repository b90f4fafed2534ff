// The database service's custom calls (developer-portal.md §7 "Database, migration and export"):
// testing a connection, a migration's plan (a dry run), its start and its cancel, copying files into
// a container (an upload with its progress) and a file's download link. Named calls of one resource's provider (DESIGN §7),
// used with react-query; each calls its route by its declaration (contract/databasesRoutes.ts), but
// the upload, which is no declared route (the file's bytes as the body, the container in a header).
// The connections, tables, columns, migrations, containers and files are resources (databasesResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { containerRoutes, databaseRoutes, migrationRoutes } from '../../../contract/databasesRoutes';
import type { ContainerFileView, DatabaseTestBody, MigrationRequest } from '../../../contract/databases';

export const DATABASES_RESOURCE = 'databases';

export const databasesDataProvider = namedCallsProvider(DATABASES_RESOURCE, {
  /** Tries the connection as the form holds it; `id` lets a kept password fill in a left-out one. */
  testDatabase: (_r: string, body: DatabaseTestBody) => callDeclared(databaseRoutes.test, { body }),
  planMigration: (_r: string, body: MigrationRequest) => callDeclared(migrationRoutes.plan, { body }),
  startMigration: (_r: string, body: MigrationRequest) => changeDeclared(migrationRoutes.start, DATABASES_RESOURCE, 'migrate', { body }),
  cancelMigration: (_r: string, jobId: number) => callDeclared(migrationRoutes.cancel, { params: { jobId } }),
  /** The file's bytes as the body (typed as bytes: the server reads any file as such), its own type in `type`. */
  copyToContainer: async (_r: string, container: string, file: File, onProgress: (loaded: number) => void) => (await request<{ message: string; data: ContainerFileView }>(
    'developerApp', '/upload/copy-container', {
      method: 'POST', query: { type: file.type || undefined, name: file.name }, headers: { container },
      body: new Blob([file], { type: 'application/octet-stream' }), onUploadProgress: (event) => onProgress(event.loaded),
    })).json,
  containerFileLink: (_r: string, id: number) => callDeclared(containerRoutes.fileLink, { params: { id } }),
});

export type DatabasesDataProvider = typeof databasesDataProvider;

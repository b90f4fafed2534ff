// The databases domain's routes (developer-portal.md §7 "Database, migration and export"), declared
// once: the server mounts them from here and the console calls them by these names (routeTable.ts).
// What each takes and answers are the TypeBox schemas of contract/databases.ts, named by type only.
// Every one opens with view_data_migration. Not declared (server/src/domains/databases/routes/):
// the upload to a container (containerUpload.ts: the raw file as the body, the container in a
// header) and a container file's bytes behind a signed link, with no session (containers.ts).
import type {
  ColumnList, ColumnQuery, ContainerFileDeleted, ContainerFileLink, ContainerFileList, ContainerFileParams, ContainerFilesQuery,
  ContainerList, DatabaseBody, DatabaseDeleted, DatabaseIdParams, DatabaseListQuery, DatabasePage, DatabaseRef, DatabaseSaved,
  DatabaseTestBody, DatabaseTestResult, MigrationJobList, MigrationJobParams, MigrationJobView, MigrationPlan, MigrationRequest,
  MigrationStarted, TableList,
} from './databases';
import { namedRoutes, route } from './routeTable';
import { VIEW_DATA_MIGRATION } from './databasesFlags';

const service = 'database';
const flags = [VIEW_DATA_MIGRATION];
type ById = { params: typeof DatabaseIdParams };
type ByJob = { params: typeof MigrationJobParams };
type ByFile = { params: typeof ContainerFileParams };

/** The account's database connections, and trying one before it is saved. */
export const databaseRoutes = namedRoutes('databases', {
  list: route<{ query: typeof DatabaseListQuery; response: typeof DatabasePage }>({
    service, method: 'GET', path: '/databaseList', flags, paging: 'sort',
  }),
  create: route<{ body: typeof DatabaseBody; response: typeof DatabaseSaved }>({ service, method: 'POST', path: '/database', flags }),
  update: route<ById & { body: typeof DatabaseBody; response: typeof DatabaseSaved }>({ service, method: 'PUT', path: '/database/:id', flags }),
  remove: route<ById & { response: typeof DatabaseDeleted }>({ service, method: 'DELETE', path: '/database/:id', flags }),
  test: route<{ body: typeof DatabaseTestBody; response: typeof DatabaseTestResult }>({ service, method: 'POST', path: '/database/test', flags }),
});

/** Browsing a connection: its tables, and a table's columns. */
export const databaseBrowseRoutes = namedRoutes('databases.browse', {
  tables: route<{ body: typeof DatabaseRef; response: typeof TableList }>({ service, method: 'POST', path: '/tableList', flags }),
  columns: route<{ query: typeof ColumnQuery; body: typeof DatabaseRef; response: typeof ColumnList }>({
    service, method: 'POST', path: '/columnList', flags,
  }),
});

/** Migrations between two connections: the plan, the run as a job, its progress, its cancel. */
export const migrationRoutes = namedRoutes('databases.migration', {
  plan: route<{ body: typeof MigrationRequest; response: typeof MigrationPlan }>({ service, method: 'POST', path: '/migrate-data/plan', flags }),
  start: route<{ body: typeof MigrationRequest; response: typeof MigrationStarted }>({ service, method: 'POST', path: '/migrate-data', flags }),
  jobs: route<{ response: typeof MigrationJobList }>({ service, method: 'GET', path: '/migrate-data/jobs', flags }),
  job: route<ByJob & { response: typeof MigrationJobView }>({ service, method: 'GET', path: '/migrate-data/jobs/:jobId', flags }),
  cancel: route<ByJob & { response: typeof MigrationJobView }>({ service, method: 'POST', path: '/migrate-data/jobs/:jobId/cancel', flags }),
});

/** The account's container files: the containers, a container's files, deleting one, a link to one. */
export const containerRoutes = namedRoutes('databases.container', {
  list: route<{ response: typeof ContainerList }>({ service, method: 'GET', path: '/containers', flags }),
  files: route<{ query: typeof ContainerFilesQuery; response: typeof ContainerFileList }>({ service, method: 'GET', path: '/containers/files', flags }),
  removeFile: route<ByFile & { response: typeof ContainerFileDeleted }>({ service, method: 'DELETE', path: '/containers/files/:id', flags }),
  fileLink: route<ByFile & { response: typeof ContainerFileLink }>({ service, method: 'GET', path: '/containers/files/:id/link', flags }),
});

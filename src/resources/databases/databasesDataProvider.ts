// The database service's calls (developer-portal.md §7 "Database, migration and export"), as named
// calls of one resource's provider (DESIGN §7), used with react-query.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { tracedChange, type ChangeEvent } from '../../dataProviders/activityTracker';
import type {
  ColumnInfo, ContainerFileView, ContainerView, DatabaseBody, DatabaseTestResult, DatabaseView, MigrationJobView, MigrationPlan, MigrationRequest, TableInfo,
} from '../../../contract/databases';
import type { ListPage, ListQuery } from '../../../contract/paging';

export const DATABASES_RESOURCE = 'databases';

const change = <T extends { message: string }>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object | undefined, event: ChangeEvent) =>
  tracedChange<T>('database', DATABASES_RESOURCE, method, path, body, event);

export const databasesDataProvider = namedCallsProvider(DATABASES_RESOURCE, {
  /** The spec's `sort=field,asc` dialect. */
  listDatabases: async (_r: string, { query, sortfield, sortorder, page, size }: ListQuery) => (await request<ListPage<DatabaseView>>('database', '/databaseList', {
    query: { query, page, size, sort: sortfield ? `${sortfield},${sortorder ?? 'asc'}` : undefined },
  })).json,
  createDatabase: (_r: string, body: DatabaseBody) => change<{ message: string; data: DatabaseView }>('POST', '/database', body, 'create'),
  updateDatabase: (_r: string, id: number, body: DatabaseBody) => change<{ message: string; data: DatabaseView }>('PUT', `/database/${id}`, body, 'update'),
  deleteDatabase: (_r: string, id: number) => change<{ message: string }>('DELETE', `/database/${id}`, undefined, 'delete'),
  /** Tries the connection as the form holds it; `id` lets a kept password fill in a left-out one. */
  testDatabase: async (_r: string, body: DatabaseBody & { id?: number }) =>
    (await request<DatabaseTestResult>('database', '/database/test', { method: 'POST', body })).json,
  tableList: async (_r: string, id: number) => (await request<TableInfo[]>('database', '/tableList', { method: 'POST', body: { id } })).json,
  columnList: async (_r: string, id: number, table: TableInfo) => (await request<ColumnInfo[]>('database', '/columnList', {
    method: 'POST', body: { id }, query: { tableName: table.name, schemaName: table.schema },
  })).json,
  planMigration: async (_r: string, body: MigrationRequest) =>
    (await request<MigrationPlan>('database', '/migrate-data/plan', { method: 'POST', body })).json,
  startMigration: (_r: string, body: MigrationRequest) =>
    tracedChange<{ message: string; data: MigrationJobView }>('database', DATABASES_RESOURCE, 'POST', '/migrate-data', body, 'migrate'),
  migrationJobs: async (_r: string) => (await request<MigrationJobView[]>('database', '/migrate-data/jobs')).json,
  migrationJob: async (_r: string, id: number) => (await request<MigrationJobView>('database', `/migrate-data/jobs/${id}`)).json,
  cancelMigration: async (_r: string, id: number) =>
    (await request<MigrationJobView>('database', `/migrate-data/jobs/${id}/cancel`, { method: 'POST' })).json,
  listContainers: async (_r: string) => (await request<ContainerView[]>('database', '/containers')).json,
  listContainerFiles: async (_r: string, container: string) =>
    (await request<ContainerFileView[]>('database', '/containers/files', { query: { container } })).json,
  /** The file's bytes as the body (typed as bytes: the server reads any file as such), its own type in `type`. */
  copyToContainer: async (_r: string, container: string, file: File, onProgress: (loaded: number) => void) => (await request<{ message: string; data: ContainerFileView }>(
    'developerApp', '/upload/copy-container', {
      method: 'POST', query: { type: file.type || undefined, name: file.name }, headers: { container },
      body: new Blob([file], { type: 'application/octet-stream' }), onUploadProgress: (event) => onProgress(event.loaded),
    })).json,
  deleteContainerFile: (_r: string, id: number) => change<{ message: string }>('DELETE', `/containers/files/${id}`, undefined, 'delete'),
  containerFileLink: async (_r: string, id: number) => (await request<{ path: string; fileName: string }>('database', `/containers/files/${id}/link`)).json,
});

export type DatabasesDataProvider = typeof databasesDataProvider;

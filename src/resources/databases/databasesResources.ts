// Data Migration's records as react-admin resources (issue 30), served by their declared routes
// (contract/databasesRoutes.ts): the account's database connections, listed, added, changed and
// deleted; a connection's tables and a table's columns; the account's migrations and one of them;
// its containers and a container's files, one deleted. Changes are traced under databases as before.
// All but the connections are answered whole (no paging): each is a list of one call, its records
// keyed by what names them, and its other record calls refuse.
import type { DeleteParams, GetListParams, GetOneParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { recordsProvider } from '../../dataProviders/recordsProvider';
import { wholeList } from '../../dataProviders/pagingQuery';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { containerRoutes, databaseBrowseRoutes, databaseRoutes, migrationRoutes } from '../../../contract/databasesRoutes';
import type { ColumnInfo, ContainerView, TableInfo } from '../../../contract/databases';
import { DATABASES_RESOURCE } from './databasesDataProvider';

export const DATABASE_CONNECTIONS = 'databaseConnections';
/** A connection's tables: `filter: { connectionId }`. */
export const DATABASE_TABLES = 'databaseTables';
/** A table's columns: `filter: { connectionId, tableName, schemaName }`. */
export const DATABASE_COLUMNS = 'databaseColumns';
export const MIGRATION_JOBS = 'migrationJobs';
export const DATABASE_CONTAINERS = 'databaseContainers';
/** A container's files: `filter: { container }`. */
export const CONTAINER_FILES = 'containerFiles';

export type TableRecord = TableInfo & { id: string };
export type ColumnRecord = ColumnInfo & { id: string };
export type ContainerRecord = ContainerView & { id: string };

/** The resource as its routes declare it: its calls, and who may list and change it. */
export const databasesDeclared: Record<string, DeclaredResource> = {
  [DATABASE_CONNECTIONS]: {
    list: databaseRoutes.list, create: databaseRoutes.create, update: databaseRoutes.update, delete: databaseRoutes.remove,
    traceAs: DATABASES_RESOURCE,
  },
};


const tablesProvider = recordsProvider(DATABASE_TABLES, {
  getList: async (_r: string, { filter }: GetListParams) =>
    wholeList((await callDeclared(databaseBrowseRoutes.tables, { body: { id: filter.connectionId } }))
      .map((table): TableRecord => ({ ...table, id: `${table.schema}.${table.name}` }))),
});

const columnsProvider = recordsProvider(DATABASE_COLUMNS, {
  getList: async (_r: string, { filter: { connectionId, tableName, schemaName } }: GetListParams) =>
    wholeList((await callDeclared(databaseBrowseRoutes.columns, { body: { id: connectionId }, query: { tableName, schemaName } }))
      .map((column): ColumnRecord => ({ ...column, id: column.name }))),
});

const migrationJobsProvider = recordsProvider(MIGRATION_JOBS, {
  getList: async () => wholeList(await callDeclared(migrationRoutes.jobs)),
  getOne: async (_r: string, { id }: GetOneParams) => ({ data: await callDeclared(migrationRoutes.job, { params: { jobId: Number(id) } }) }),
});

const containersProvider = recordsProvider(DATABASE_CONTAINERS, {
  getList: async () => wholeList((await callDeclared(containerRoutes.list)).map((container): ContainerRecord => ({ ...container, id: container.name }))),
});

const containerFilesProvider = recordsProvider(CONTAINER_FILES, {
  getList: async (_r: string, { filter }: GetListParams) => wholeList(await callDeclared(containerRoutes.files, { query: { container: filter.container } })),
  /** The answer is only a message: the record goes back as it was. */
  delete: async (_r: string, { id, previousData }: DeleteParams) => {
    await changeDeclared(containerRoutes.removeFile, DATABASES_RESOURCE, 'delete', { params: { id: Number(id) } });
    return { data: previousData ?? { id } };
  },
});

export const databasesResources = [
  { name: DATABASE_CONNECTIONS, dataProvider: declaredResourceProvider(databasesDeclared[DATABASE_CONNECTIONS]) },
  { name: DATABASE_TABLES, dataProvider: tablesProvider },
  { name: DATABASE_COLUMNS, dataProvider: columnsProvider },
  { name: MIGRATION_JOBS, dataProvider: migrationJobsProvider },
  { name: DATABASE_CONTAINERS, dataProvider: containersProvider },
  { name: CONTAINER_FILES, dataProvider: containerFilesProvider },
];

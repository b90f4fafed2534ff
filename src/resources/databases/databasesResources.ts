// Data Migration's list as a react-admin resource (issue 30), served by its declared routes
// (contract/databasesRoutes.ts): the account's database connections, listed, added, changed and
// deleted, traced under databases as before.
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { databaseRoutes } from '../../../contract/databasesRoutes';
import { DATABASES_RESOURCE } from './databasesDataProvider';

export const DATABASE_CONNECTIONS = 'databaseConnections';

/** The resource as its routes declare it: its calls, and who may list and change it. */
export const databasesDeclared: Record<string, DeclaredResource> = {
  [DATABASE_CONNECTIONS]: {
    list: databaseRoutes.list, create: databaseRoutes.create, update: databaseRoutes.update, delete: databaseRoutes.remove,
    traceAs: DATABASES_RESOURCE,
  },
};

export const databasesResources = [{ name: DATABASE_CONNECTIONS, dataProvider: declaredResourceProvider(databasesDeclared[DATABASE_CONNECTIONS]) }];

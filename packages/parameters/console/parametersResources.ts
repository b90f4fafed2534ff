// The account's app parameters as a react-admin resource served by their declared routes
// (contract/parametersRoutes.ts): the list in its declared paging dialect, and adding, changing and
// deleting the account's own, traced under "parameters" as before.
import { declaredResourceProvider, type DeclaredResource } from '@platform-console/plugin-api/console';
import { parameterRoutes } from '../contract/parametersRoutes';

export const APP_PARAMETERS = 'appParameters';
/** The name the page is known by to canAccess, and the one the changes are traced under. */
export const PARAMETERS = 'parameters';
/** How the server lists parameters unless asked otherwise. */
export const BY_NAME = { field: 'parameterName', order: 'ASC' } as const;

/** The parameters' resource as its routes declare it: its calls, and who may list and change it. */
export const parametersDeclared: Record<string, DeclaredResource> = {
  [APP_PARAMETERS]: {
    list: parameterRoutes.list, create: parameterRoutes.create, update: parameterRoutes.update, delete: parameterRoutes.remove, traceAs: PARAMETERS,
  },
};

export const parametersResources = [{ name: APP_PARAMETERS, dataProvider: declaredResourceProvider(parametersDeclared[APP_PARAMETERS]) }];

// The parameters domain's routes (developer-portal.md §7 "App parameters"), declared once: the
// server mounts them from here and the console calls them by these names (routeTable.ts). What each
// takes and answers are the TypeBox schemas of contract/parameters.ts, named by type only. Reading
// one parameter by name (GET /appParameter, e.g. idleTime at sign-in) is for any signed-in user and
// checks the account only when one is named: the server mounts it by hand at its declared path.
import type {
  ParameterBody, ParameterDeleted, ParameterIdParams, ParameterListQuery, ParameterPage, ParameterQuery, ParameterSaved, ParameterValue,
} from './parameters';
import { namedRoutes, route } from '@platform-console/plugin-api/contract';
import { MANAGE_PARAMETERS } from './parametersFlags';

const service = 'parameter';
const flags = [MANAGE_PARAMETERS];
type ById = { params: typeof ParameterIdParams };

/** The account's parameters in force (its own and the platform's defaults); it adds, changes and deletes its own. */
export const parameterRoutes = namedRoutes('parameters', {
  /** One parameter in force by name (the account's own, else the platform's), e.g. idleTime. */
  inForce: route<{ query: typeof ParameterQuery; response: typeof ParameterValue }>({
    service, method: 'GET', path: '/appParameter', flags: [], account: false,
  }),
  list: route<{ query: typeof ParameterListQuery; response: typeof ParameterPage }>({
    service, method: 'GET', path: '/appParameterList', flags, paging: 'sort',
  }),
  /** Of a default's name: the account's own value, which overrides the default. */
  create: route<{ body: typeof ParameterBody; response: typeof ParameterSaved }>({
    service, method: 'POST', path: '/appParameter', flags, recordsActivity: true,
  }),
  update: route<ById & { body: typeof ParameterBody; response: typeof ParameterSaved }>({
    service, method: 'PUT', path: '/appParameter/:id', flags, recordsActivity: true,
  }),
  /** A default of that name is in force again. */
  remove: route<ById & { response: typeof ParameterDeleted }>({
    service, method: 'DELETE', path: '/appParameter/:id', flags, recordsActivity: true,
  }),
});

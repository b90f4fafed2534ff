// The templates calls on the developer-app service (developer-portal.md §7 "Page templates"; the server's
// server/src/domains/pageTemplates/routes/templates.ts): an app's templates at /templates, an instance's at
// /instance-templates. The paged-service factory (src/dataProviders) turns each mapping into a react-admin
// DataProvider: zero-based paging in the 'sortBy' dialect, `{ content, totalElements }` lists, single
// records under `data`, and the activity trace. The calls name the selected account, read at call time.
import type { EndpointMapping } from '../../plugins/types';
import type { SessionScope } from '../../session';

const accountQuery = (scope: SessionScope) => ({ accountId: scope().accountId || undefined });

const templateEndpoints = (path: string) => (scope: SessionScope): EndpointMapping => ({
  service: 'developerApp',
  list: { path, dialect: 'sortBy', query: () => accountQuery(scope) },
  getOne: (id) => `${path}/${id}`,
  create: path,
  update: (id) => `${path}/${id}`,
  delete: (id) => `${path}/${id}`,
  extraQuery: () => accountQuery(scope),
  recordField: 'data',
});

export const pageTemplatesEndpoints = templateEndpoints('/templates');
export const instanceTemplatesEndpoints = templateEndpoints('/instance-templates');

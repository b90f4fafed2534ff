// The page templates calls on the manage service (the server's server/src/domains/pageTemplates/routes/pageTemplates.ts).
// The paged-service factory (src/dataProviders) turns this mapping into a react-admin DataProvider:
// zero-based paging in the 'sortBy' dialect, `{ content, totalElements }` lists, single records under
// `data`, and the activity trace. The calls name the selected account, read at call time.
import type { EndpointMapping } from '../../plugins/types';
import type { SessionScope } from '../../session';

const accountQuery = (scope: SessionScope) => ({ accountId: scope().accountId || undefined });

export const pageTemplatesEndpoints = (scope: SessionScope): EndpointMapping => ({
  service: 'manage',
  list: { path: '/page-templates', dialect: 'sortBy', query: () => accountQuery(scope) },
  getOne: (id) => `/page-templates/${id}`,
  create: '/page-templates',
  update: (id) => `/page-templates/${id}`,
  delete: (id) => `/page-templates/${id}`,
  extraQuery: () => accountQuery(scope),
  recordField: 'data',
});

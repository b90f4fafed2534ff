// The email templates calls on the manage service (the server's server/src/domains/emailTemplates/routes/emailTemplates.ts).
// The paged-service factory (src/dataProviders) turns this mapping into a react-admin DataProvider:
// zero-based paging in the 'sortBy' dialect, `{ content, totalElements }` lists, single records under
// `data`, and the activity trace. The calls name the selected account, read at call time.
import type { EndpointMapping } from '../../plugins/types';
import type { SessionScope } from '../../session';

const accountQuery = (scope: SessionScope) => ({ accountId: scope().accountId || undefined });

export const emailTemplatesEndpoints = (scope: SessionScope): EndpointMapping => ({
  service: 'manage',
  list: { path: '/email-templates', dialect: 'sortBy', query: () => accountQuery(scope) },
  getOne: (id) => `/email-templates/${id}`,
  create: '/email-templates',
  update: (id) => `/email-templates/${id}`,
  delete: (id) => `/email-templates/${id}`,
  extraQuery: () => accountQuery(scope),
  recordField: 'data',
});

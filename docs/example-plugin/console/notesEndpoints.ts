// The notes calls on a service of the service map (the server's ../server/routes/notes.ts, under
// /manage). The paged-service factory (src/dataProviders) turns this mapping into a react-admin
// DataProvider: zero-based paging in the 'sortBy' dialect, `{ content, totalElements }` lists,
// single records under `data`, and the activity trace.
// The calls name the selected account: the mapping is a function of the session scope, which the
// console hands it (src/dataProviders/index.ts) and which is read at call time.
import type { EndpointMapping } from '../../../src/plugins/types';
import type { SessionScope } from '../../../src/session';

const accountQuery = (scope: SessionScope) => ({ accountId: scope().accountId || undefined });

export const notesEndpoints = (scope: SessionScope): EndpointMapping => ({
  service: 'manage',
  list: {
    path: '/notes',
    dialect: 'sortBy',
    query: ({ filter }) => ({ ...accountQuery(scope), pinned: typeof filter?.pinned === 'boolean' ? filter.pinned : undefined }),
  },
  getOne: (id) => `/notes/${id}`,
  create: '/notes',
  update: (id) => `/notes/${id}`,
  delete: (id) => `/notes/${id}`,
  extraQuery: () => accountQuery(scope),
  recordField: 'data',
});

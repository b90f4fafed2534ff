// The notes calls on a service of the service map. The paged-service factory (src/dataProviders)
// turns this mapping into a react-admin DataProvider: zero-based paging in the 'sortBy' dialect,
// `{ content, totalElements }` lists, single records under `data`, and the activity trace.
import type { EndpointMapping } from '../../src/plugins/types';
import { session } from '../../src/session/session';

const accountQuery = () => ({ accountId: session.get('accountId') ?? undefined });

export const notesEndpoints: EndpointMapping = {
  service: 'manage',
  list: { path: '/notes', dialect: 'sortBy', query: accountQuery },
  getOne: (id) => `/notes/${id}`,
  create: '/notes',
  update: (id) => `/notes/${id}`,
  delete: (id) => `/notes/${id}`,
  extraQuery: accountQuery,
  recordField: 'data',
};

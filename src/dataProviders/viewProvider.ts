// The provider of a view: one record the server answers without an id (the dashboard's figures, the
// activity log's filter choices), read with react-admin's useGetOne under the id it is asked for
// (the account's or the user's), so react-admin caches and refreshes it like any record. It holds
// nothing else: its other record methods refuse at once.
import type { DataProvider, GetOneParams } from 'react-admin';
import { recordsProvider } from './recordsProvider';

export const viewProvider = (resource: string, read: () => Promise<object>): DataProvider => recordsProvider(resource, {
  getOne: async (_resource: string, { id }: GetOneParams) => ({ data: { ...(await read()), id } }),
});

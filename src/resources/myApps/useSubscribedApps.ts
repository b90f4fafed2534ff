// The account's subscribed apps, shared by the menu's submenu and the My Apps page (one cache entry):
// one page of them, in the server's order, searched by `query`.
import { useGetList } from 'react-admin';
import { useSession } from '../../session';
import type { Subscription } from '../../../contract/marketplace';
import { MY_APPS_RESOURCE, SUBSCRIBED_APPS_PAGE } from './myAppsDataProvider';

const ONE_PAGE = { page: 1, perPage: SUBSCRIBED_APPS_PAGE };
/** No sort asked: the server's order. */
const SERVER_ORDER = { field: '', order: 'ASC' } as const;

export function useSubscribedApps(query = '') {
  const { accountId } = useSession();
  return useGetList<Subscription>(
    MY_APPS_RESOURCE,
    { pagination: ONE_PAGE, sort: SERVER_ORDER, filter: { accountId: Number(accountId), q: query } },
    { enabled: Boolean(accountId), staleTime: 30_000 },
  );
}

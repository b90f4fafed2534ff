// The account's subscribed apps, shared by the menu's submenu and the My Apps page (one cache entry).
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../session';
import { isDeveloperApp } from '../../../contract/appKinds';
import { myAppsApi } from './myAppsApi';

export function useSubscribedApps(query = '') {
  const { accountId } = useSession();
  return useQuery({
    queryKey: ['myApps', 'subscribedApps', accountId, query],
    queryFn: () => myAppsApi.subscribedApps(accountId, query),
    enabled: Boolean(accountId),
    staleTime: 30_000,
    // The developer's own app is never listed in My Apps (console-shell.md §2), whatever the server sends.
    select: (page) => {
      const content = page.content.filter((app) => !isDeveloperApp(app));
      return { content, totalElements: page.totalElements - (page.content.length - content.length) };
    },
  });
}

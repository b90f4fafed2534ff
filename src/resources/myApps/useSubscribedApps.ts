// The account's subscribed apps, shared by the menu's submenu and the My Apps page (one cache entry).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSession } from '../../session';
import { isDeveloperApp } from '../../../contract/appKinds';
import { MY_APPS_RESOURCE, type MyAppsDataProvider } from './myAppsDataProvider';

export function useSubscribedApps(query = '') {
  const { accountId } = useSession();
  const dataProvider = useDataProvider<MyAppsDataProvider>();
  return useQuery({
    queryKey: [MY_APPS_RESOURCE, 'subscribedApps', accountId, query],
    queryFn: () => dataProvider.subscribedApps(MY_APPS_RESOURCE, { accountId, query }),
    enabled: Boolean(accountId),
    staleTime: 30_000,
    // The developer's own app is never listed in My Apps (console-shell.md §2), whatever the server sends.
    select: (page) => {
      const content = page.content.filter((app) => !isDeveloperApp(app));
      return { content, totalElements: page.totalElements - (page.content.length - content.length) };
    },
  });
}

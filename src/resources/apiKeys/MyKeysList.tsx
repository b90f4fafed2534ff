// The keys the signed-in person generated for an instance (the tab's "only mine" view). The server
// answers them whole (newest first, at most 100), so react-admin's useList searches, sorts and pages
// them in the browser, under the same view as the instance's keys list.
import { useQuery } from '@tanstack/react-query';
import { ListContextProvider, ResourceContextProvider, useDataProvider, useList } from 'react-admin';
import { SectionListView, type SectionListViewProps } from '../../ui/SectionList';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { API_KEYS_RESOURCE, type ApiKeysDataProvider } from './apiKeysDataProvider';
import { INSTANCE_API_KEYS, NEWEST_FIRST } from './apiKeysResources';

/** Under the keys resource's name, so a change of any key can refresh this list with the resource's. */
export const MY_KEYS = [INSTANCE_API_KEYS, 'ofUser'] as const;

interface MyKeysListProps extends SectionListViewProps {
  appInstanceId: number;
  userId: number;
}

export function MyKeysList({ appInstanceId, userId, ...view }: MyKeysListProps) {
  const dataProvider = useDataProvider<ApiKeysDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: [...MY_KEYS, appInstanceId, userId],
    queryFn: () => dataProvider.keysOf(API_KEYS_RESOURCE, appInstanceId, userId),
  });
  const list = useList({ data, isPending, error, perPage: DEFAULT_PAGE_SIZE, sort: NEWEST_FIRST });
  // DataTable asks canAccess about its resource: the rows are the keys resource's.
  return (
    <ResourceContextProvider value={INSTANCE_API_KEYS}>
      <ListContextProvider value={list}>
        <SectionListView {...view} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

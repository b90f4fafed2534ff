// The keys the signed-in person generated for an instance (the tab's "only mine" view), a list of the
// keys resource, so its changes update these rows too. The server answers them whole (newest first,
// at most 100), so react-admin's useList searches, sorts and pages them in the browser, under the same
// view as the instance's keys list.
import { ListContextProvider, ResourceContextProvider, useGetList, useList } from 'react-admin';
import { SectionListView, type SectionListViewProps } from '../../ui/SectionList';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import type { ApiKeyView } from '../../../contract/apiKeys';
import { INSTANCE_API_KEYS, NEWEST_FIRST } from './apiKeysResources';

interface MyKeysListProps extends SectionListViewProps {
  appInstanceId: number;
  userId: number;
}

export function MyKeysList({ appInstanceId, userId, ...view }: MyKeysListProps) {
  const { data, isPending, error } = useGetList<ApiKeyView>(INSTANCE_API_KEYS, { filter: { userId, appInstanceId }, meta: { ofUser: true } });
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

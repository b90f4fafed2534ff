// What a portal tab's list asks for (PortalItemList's <ListBase> props), declared once: the list uses
// it, and the console fetches the first tab's first page while it boots when the portal is opened by
// its address.
import type { ListQuery } from '../../dataProviders/firstListPage';
import type { PageVisit } from '../../plugins/types';
import type { AppKind } from '../../../contract/appKinds';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';
import { DEVELOPER_APPS_RESOURCE } from './developerPortalDataProvider';
import { visibleTabs } from './portalRules';

export const portalListQuery = (type: AppKind) => ({
  resource: DEVELOPER_APPS_RESOURCE,
  filter: { type },
  perPage: DEFAULT_PAGE_SIZE,
  sort: { field: 'name', order: 'ASC' },
}) satisfies ListQuery;

/** The first tab's list (the portal opens on it); none for a user who may view no tab. */
export function firstPortalList({ flags }: PageVisit): ListQuery | null {
  const [firstTab] = visibleTabs(flags);
  return firstTab ? portalListQuery(firstTab) : null;
}

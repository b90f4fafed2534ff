// The History tab's records (developer-portal.md §7 "History, users and AI"), as two read-only
// resources: a page's revisions from the storage service (by its declaration), listed with useGetList,
// and the people who made them from the manage service, read with useGetMany. Their other record
// calls refuse; nothing here is traced.
import type { GetListParams, GetManyParams } from 'react-admin';
import { recordsProvider } from '../../../dataProviders/recordsProvider';
import { wholeList } from '../../../dataProviders/pagingQuery';
import { callDeclared } from '../../../dataProviders/declaredCall';
import type { HistoryQuery } from '../../../../contract/pageTemplatesHistory';
import { pageHistoryRoutes } from '../../../../contract/pageTemplatesRoutes';
import { manageRoutes } from '../../../../contract/sessionRoutes';
import { revisionsOf } from './historyRules';

export const PAGE_HISTORY_RESOURCE = 'pageHistory';
export const HISTORY_PEOPLE_RESOURCE = 'pageHistoryPeople';

/**
 * GET storage/blob-storage/blob-audit-data for the filter's page (`{ entityName, entityId }`): its
 * revisions, newest first, all at once (the service does not page them).
 */
export const pageHistoryProvider = recordsProvider(PAGE_HISTORY_RESOURCE, {
  getList: async (_r: string, { filter }: GetListParams) => {
    const { entityName, entityId } = filter as HistoryQuery;
    const revisions = revisionsOf(await callDeclared(pageHistoryRoutes.history, { query: { entityName, entityId } }));
    return wholeList(revisions);
  },
});

/** POST manage/auth/users-list: id, firstName and lastName of each user asked for. */
export const historyPeopleProvider = recordsProvider(HISTORY_PEOPLE_RESOURCE, {
  getMany: async (_r: string, { ids }: GetManyParams) =>
    ({ data: ids.length === 0 ? [] : await callDeclared(manageRoutes.userNames, { body: ids.map(Number) }) }),
});

export const pageHistoryResources = [
  { name: PAGE_HISTORY_RESOURCE, dataProvider: pageHistoryProvider },
  { name: HISTORY_PEOPLE_RESOURCE, dataProvider: historyPeopleProvider },
];

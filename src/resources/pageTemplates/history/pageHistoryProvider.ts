// The History tab's calls (developer-portal.md §7 "History, users and AI"), as named calls of one
// resource's provider (DESIGN §7): a page's revisions from the storage service (by its declaration), and
// the names of the people who made them from the manage service. Reads only: nothing here is traced.
import { namedCallsProvider } from '../../../dataProviders/namedCallsProvider';
import { request } from '../../../dataProviders/httpClient';
import { callDeclared } from '../../../dataProviders/declaredCall';
import type { HistoryPerson } from '../../../../contract/pageTemplatesHistory';
import { pageHistoryRoutes } from '../../../../contract/pageTemplatesRoutes';
import type { HistoryEntityName } from '../../../../contract/pageTemplatesHistoryRules';

export const PAGE_HISTORY_RESOURCE = 'pageHistory';

export const pageHistoryProvider = namedCallsProvider(PAGE_HISTORY_RESOURCE, {
  /** GET storage/blob-storage/blob-audit-data: the page's revisions keyed by their time. */
  history: async (_r: string, entityName: HistoryEntityName, entityId: number) =>
    callDeclared(pageHistoryRoutes.history, { query: { entityName, entityId } }),
  /** POST manage/auth/users-list: id, firstName and lastName of each user the history names. */
  userNames: async (_r: string, ids: number[]) =>
    (ids.length === 0 ? [] : (await request<HistoryPerson[]>('manage', '/auth/users-list', { method: 'POST', body: ids })).json),
});

export type PageHistoryProvider = typeof pageHistoryProvider;

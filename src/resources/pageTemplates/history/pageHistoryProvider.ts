// The History tab's calls (developer-portal.md §7 "History, users and AI"), as named calls of one
// resource's provider (DESIGN §7): a page's revisions from the storage service, and the names of the
// people who made them from the manage service. Reads only: nothing here is traced.
import { namedCallsProvider } from '../../../dataProviders/namedCallsProvider';
import { request } from '../../../dataProviders/httpClient';
import type { HistoryAnswer, HistoryPerson } from '../../../../contract/pageTemplatesHistory';
import type { HistoryEntityName } from '../../../../contract/pageTemplatesHistoryRules';

export const PAGE_HISTORY_RESOURCE = 'pageHistory';

export const pageHistoryProvider = namedCallsProvider(PAGE_HISTORY_RESOURCE, {
  /** GET storage/blob-storage/blob-audit-data: the page's revisions keyed by their time. */
  history: async (_r: string, entityName: HistoryEntityName, entityId: number) =>
    (await request<HistoryAnswer>('storage', '/blob-storage/blob-audit-data', { query: { entityName, entityId } })).json,
  /** POST manage/auth/users-list: id, firstName and lastName of each user the history names. */
  userNames: async (_r: string, ids: number[]) =>
    (ids.length === 0 ? [] : (await request<HistoryPerson[]>('manage', '/auth/users-list', { method: 'POST', body: ids })).json),
});

export type PageHistoryProvider = typeof pageHistoryProvider;

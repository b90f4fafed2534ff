// A page's revisions and the names of the people who made them, read again whenever the page's revision
// changes (a save adds one). A failed read only stops the loading (developer-portal.md §8).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import type { HistoryEntityName } from '../../../../contract/pageTemplatesHistoryRules';
import { PAGE_HISTORY_RESOURCE, type PageHistoryProvider } from './pageHistoryProvider';
import { editorIds, revisionsOf, type Revision } from './historyRules';

const entityOf = (page: TemplatePage): HistoryEntityName => (page.stage === 'draft' ? 'templatePagesDrafts' : 'templatePages');

export interface PageHistory {
  revisions: Revision[];
  /** A user's full name by id; absent while loading or when the user is not named. */
  names: Map<number, string>;
  loading: boolean;
}

export function usePageHistory(page: TemplatePage): PageHistory {
  const dataProvider = useDataProvider<PageHistoryProvider>();
  const entityName = entityOf(page);
  const history = useQuery({
    queryKey: [PAGE_HISTORY_RESOURCE, entityName, page.id, page.revision],
    queryFn: () => dataProvider.history(PAGE_HISTORY_RESOURCE, entityName, page.id),
    retry: false,
  });
  const revisions = history.data ? revisionsOf(history.data) : [];
  const ids = editorIds(revisions).sort((a, b) => a - b);
  const people = useQuery({
    queryKey: [PAGE_HISTORY_RESOURCE, 'names', ids],
    queryFn: () => dataProvider.userNames(PAGE_HISTORY_RESOURCE, ids),
    enabled: ids.length > 0,
    retry: false,
  });
  const names = new Map((people.data ?? []).map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  return { revisions, names, loading: history.isPending };
}

// A page's revisions and the names of the people who made them, read again whenever the page's revision
// changes (a save adds one). A failed read only stops the loading (developer-portal.md §8).
import { useGetList, useGetMany } from 'react-admin';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import type { HistoryPerson } from '../../../../contract/pageTemplatesHistory';
import type { HistoryEntityName } from '../../../../contract/pageTemplatesHistoryRules';
import { HISTORY_PEOPLE_RESOURCE, PAGE_HISTORY_RESOURCE } from './pageHistoryProvider';
import { editorIds, type Revision } from './historyRules';

const entityOf = (page: TemplatePage): HistoryEntityName => (page.stage === 'draft' ? 'templatePagesDrafts' : 'templatePages');

export interface PageHistory {
  revisions: Revision[];
  /** A user's full name by id; absent while loading or when the user is not named. */
  names: Map<number, string>;
  loading: boolean;
}

export function usePageHistory(page: TemplatePage): PageHistory {
  const history = useGetList<Revision>(
    PAGE_HISTORY_RESOURCE,
    // The page's revision keys the cache (the call does not send it): a new revision reads the history again.
    { filter: { entityName: entityOf(page), entityId: page.id }, meta: { revision: page.revision } },
    { retry: false },
  );
  const revisions = history.data ?? [];
  const ids = editorIds(revisions).sort((a, b) => a - b);
  const people = useGetMany<HistoryPerson>(HISTORY_PEOPLE_RESOURCE, { ids });
  const names = new Map((people.data ?? []).map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  return { revisions, names, loading: history.isPending };
}

// Revision rows as the spec's history object: keyed by the time each was written (an ISO 8601 instant),
// oldest first, so the keys sort as the revisions happened. Two revisions written within the same
// millisecond get keys a millisecond apart, as an object cannot hold one key twice.
import type { HistoryAnswer, HistoryEntry } from '../../../../../contract/pageTemplatesHistory';
import type { HistoryEntityName } from '../../../../../contract/pageTemplatesHistoryRules';
import type { listPageRevisions, PageStage } from '../pageStore';

type RevisionRow = Awaited<ReturnType<typeof listPageRevisions>>[number];

export const STAGE_OF_ENTITY: Record<HistoryEntityName, PageStage> = { templatePagesDrafts: 'draft', templatePages: 'published' };

const toEntry = (row: RevisionRow): HistoryEntry => ({
  id: row.id, revision: row.revision, pageName: row.pageName, description: row.description, category: row.category,
  comments: row.comments, status: row.status, content: row.content, dataForPreview: row.dataForPreview,
  previewImage: row.previewImage, stable: row.stable, userCreated: row.userCreated, userEdited: row.userEdited,
  createdDatetime: row.createdDatetime.toISOString(), updatedDatetime: row.updatedDatetime.toISOString(), action: row.action,
});

export function historyByTime(rows: RevisionRow[]): HistoryAnswer {
  const history: HistoryAnswer = {};
  let last = -Infinity;
  for (const row of rows) {
    const at = Math.max(row.createdAt.getTime(), last + 1);
    last = at;
    history[new Date(at).toISOString()] = toEntry(row);
  }
  return history;
}

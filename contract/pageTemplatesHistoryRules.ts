// A template page's history (developer-portal.md §3 "History entry", §4 "History compare", §7 "History,
// users and AI"): the entity names the storage service's blob-audit-data call takes, what each means,
// and the compare limit. No TypeBox here: the console imports this file.

/** entityName: a draft's history, or a published page's. */
export const HISTORY_ENTITY_NAMES = ['templatePagesDrafts', 'templatePages'] as const;
export type HistoryEntityName = (typeof HISTORY_ENTITY_NAMES)[number];

/** §4, §9: at most two revisions are ticked for a comparison. */
export const COMPARE_SELECTION_LIMIT = 2;

/** What a revision did (the save that wrote it). */
export const HISTORY_ACTIONS = ['created', 'updated', 'published', 'status', 'previewImage'] as const;

/** The fields a comparison shows, in the order it shows them (content and preview data side by side in a diff editor). */
export const HISTORY_COMPARED_FIELDS = [
  'pageName', 'description', 'category', 'comments', 'status', 'stable', 'previewImage', 'dataForPreview', 'content',
] as const;
export type HistoryComparedField = (typeof HISTORY_COMPARED_FIELDS)[number];

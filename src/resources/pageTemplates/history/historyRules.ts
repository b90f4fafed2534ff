// The History tab's rules (developer-portal.md §4 "History compare"): revisions newest first, ticking at
// most two for a comparison, which fields changed between two, and what a restore puts into the editor.
import type { HistoryAnswer, HistoryEntry } from '../../../../contract/pageTemplatesHistory';
import type { TemplatePage } from '../../../../contract/pageTemplates';
import { COMPARE_SELECTION_LIMIT, HISTORY_COMPARED_FIELDS, type HistoryComparedField } from '../../../../contract/pageTemplatesHistoryRules';

/** A history entry with the time it is keyed by. */
export interface Revision extends HistoryEntry {
  time: string;
}

/** The history's entries, newest first (the keys are ISO instants: they sort as they happened). */
export function revisionsOf(answer: HistoryAnswer): Revision[] {
  return Object.keys(answer).sort().reverse().map((time) => ({ ...answer[time], time }));
}

/** Ticks or unticks a revision; a third tick is refused (the ticks stay as they were). */
export function toggleTick(ticked: readonly string[], time: string): { ticked: string[]; refused: boolean } {
  if (ticked.includes(time)) return { ticked: ticked.filter((t) => t !== time), refused: false };
  if (ticked.length >= COMPARE_SELECTION_LIMIT) return { ticked: [...ticked], refused: true };
  return { ticked: [...ticked, time], refused: false };
}

/** The two ticked revisions, older first; undefined unless exactly two are ticked. */
export function comparedPair(revisions: readonly Revision[], ticked: readonly string[]): [Revision, Revision] | undefined {
  if (ticked.length !== COMPARE_SELECTION_LIMIT) return undefined;
  const pair = revisions.filter((r) => ticked.includes(r.time)).sort((a, b) => a.time.localeCompare(b.time));
  return pair.length === 2 ? [pair[0], pair[1]] : undefined;
}

export function changedFields(older: HistoryEntry, newer: HistoryEntry): HistoryComparedField[] {
  return HISTORY_COMPARED_FIELDS.filter((field) => older[field] !== newer[field]);
}

/** The users named in the history (creators and editors), each once. */
export function editorIds(revisions: readonly Revision[]): number[] {
  return [...new Set(revisions.flatMap((r) => [r.userCreated, r.userEdited]).filter((id): id is number => id !== null))];
}

/**
 * What restoring a revision puts into the editor: its values as unsaved changes, with a comment saying
 * where they came from, so that saving them writes a new revision "restored from {time}" (history is
 * never rewritten).
 */
export function restoredValues(revision: Revision, comment: string): Partial<TemplatePage> {
  const { pageName, description, category, status, content, dataForPreview, previewImage, stable } = revision;
  return { pageName, description, category, status: status as TemplatePage['status'], content, dataForPreview, previewImage, stable, comments: comment };
}

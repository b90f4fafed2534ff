// A template page's history on the wire (developer-portal.md §3 "History entry", §7 "History, users and
// AI"): GET {storage}/blob-storage/blob-audit-data?entityName&entityId answers an object keyed by the
// time of each revision (an ISO 8601 instant, so the keys sort as the revisions happened) whose values
// are history entries: full snapshots of the page as each save or publish left it.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './wireTypes';
import { HISTORY_ENTITY_NAMES } from './pageTemplatesHistoryRules';
import type { UserSummaries } from './sessionManage';

export const HistoryQuery = Type.Object({
  entityName: Type.Enum([...HISTORY_ENTITY_NAMES], { description: "templatePagesDrafts: a draft's history; templatePages: a published page's" }),
  entityId: Id({ description: 'The draft or published page' }),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

export const HistoryEntry = Type.Object({
  /** The revision's own id (the row of the history). */
  id: Type.Integer(),
  /** The page's revision number: 1 for its first save, one more for each save or publish. */
  revision: Type.Integer(),
  pageName: Type.String(),
  description: Type.String(),
  category: Type.String(),
  comments: Type.String(),
  status: Type.String(),
  content: Type.String(),
  dataForPreview: Type.String(),
  previewImage: Type.String(),
  stable: Type.Boolean(),
  userCreated: Nullable(Type.Integer()),
  userEdited: Nullable(Type.Integer()),
  createdDatetime: Type.String({ format: 'date-time' }),
  updatedDatetime: Type.String({ format: 'date-time' }),
  /** What the save did: created, updated, published, status, previewImage. */
  action: Type.String(),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryAnswer = Type.Record(Type.String(), HistoryEntry);
export type HistoryAnswer = Static<typeof HistoryAnswer>;

/** A person the history names (POST /manage/auth/users-list answers a list of them). */
export type HistoryPerson = Static<typeof UserSummaries>[number];

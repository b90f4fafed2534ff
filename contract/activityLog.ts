// The activity log: the account's activity traces, filtered, one in detail, exported as CSV, and
// when the retention purge last ran.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './wireTypes';
import { pagedResponse, pageQuery } from './pagingSchemas';

export const ACTIVITY_EXPORT_MAX_ROWS = 100_000;

export const ActivityFilter = {
  userId: Type.Optional(Id({ description: 'Who did it' })),
  type: Type.Optional(Type.String({ maxLength: 100, description: 'What was acted on, e.g. app, parameter' })),
  event: Type.Optional(Type.String({ maxLength: 100, description: 'What happened, e.g. created' })),
  status: Type.Optional(Type.String({ maxLength: 40, description: 'SUCCESS or ERROR (any case)' })),
  from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'From this moment on' })),
  to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Before this moment' })),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the message' })),
};

/** The list's query: the filters (`query` among them), then the page; no sort, the newest come first. */
const { query: _search, ...pageOnly } = pageQuery;
export const ActivityListQuery = Type.Object({ ...ActivityFilter, ...pageOnly });
export const ActivityExportQuery = Type.Object(ActivityFilter);
export const ActivityIdParams = Type.Object({ id: Id() });

export const ActivityEntry = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  userId: Type.Integer(),
  userName: Type.String({ description: 'First and last name, else the email' }),
  email: Nullable(Type.String()),
  type: Nullable(Type.String()),
  event: Nullable(Type.String()),
  status: Nullable(Type.String()),
  message: Nullable(Type.String({ description: 'In English; older traces have only this' })),
  messageKey: Nullable(Type.String({ description: 'The message as a key of the activity messages (contract/activityLogRules.ts)' })),
  messageParams: Nullable(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  folderName: Nullable(Type.String()),
});
export type ActivityEntry = Static<typeof ActivityEntry>;
export const ActivityPage = pagedResponse(ActivityEntry);
/** The export's answer: CSV text, streamed. */
export const ActivityCsv = Type.String({ description: 'text/csv' });

export const ActivityDetail = Type.Intersect([ActivityEntry, Type.Object({
  action: Nullable(Type.String()),
  trackId: Nullable(Type.String()),
  details: Nullable(Type.Record(Type.String(), Type.Unknown())),
})]);
export type ActivityDetail = Static<typeof ActivityDetail>;

export const ActivityChoices = Type.Object({
  users: Type.Array(Type.Object({ userId: Type.Integer(), userName: Type.String(), email: Nullable(Type.String()) })),
  types: Type.Array(Type.String()),
  events: Type.Array(Type.String()),
  statuses: Type.Array(Type.String()),
});
export type ActivityChoices = Static<typeof ActivityChoices>;

export const ActivityRetention = Type.Object({
  retentionDays: Type.Integer(),
  lastPurgeAt: Nullable(Type.String({ format: 'date-time' })),
  lastPurgeDeleted: Nullable(Type.Integer()),
});
export type ActivityRetention = Static<typeof ActivityRetention>;

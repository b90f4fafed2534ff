// The activity trace the console posts after every action (console-shell.md §7).
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX } from './wireTypes';

const MAX_FIELD = 2000;
const text = () => Type.Optional(Type.String({ maxLength: MAX_FIELD }));

/** Fields with a column of their own; the rest of the body is kept in the trace's details. */
export const TRACE_COLUMN_FIELDS = {
  type: text(), event: text(), message: text(), status: text(), action: text(),
  referer_action_id: text(), trackId: text(), user_session: text(),
  /** The message as a key of contract/activityLogRules.ts, shown in the reader's language. */
  messageKey: Type.Optional(Type.String({ maxLength: 100 })),
  messageParams: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 500 }), Type.Number({ minimum: -INT4_MAX - 1, maximum: INT4_MAX })]), { maxProperties: 10 })),
};
export const TRACE_DETAIL_FIELDS = {
  instance: text(), customer: text(), device: text(), app: text(), app_user: text(),
  customer_user: text(), additional_info: text(), document_id: text(),
};

export const TraceBody = Type.Object({ ...TRACE_COLUMN_FIELDS, ...TRACE_DETAIL_FIELDS }, { additionalProperties: false });
export type TraceBody = Static<typeof TraceBody>;

export const TraceParams = Type.Object({ accountId: Id() });
export const TraceHeaders = Type.Object({ foldername: Type.Optional(Type.String({ maxLength: 200, description: 'Groups traces, e.g. by screen' })) });
export const TraceRecorded = Type.Object({ id: Type.Integer() });

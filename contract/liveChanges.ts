// The live changes stream's wire schemas (the rules and the topic's meaning: liveChangesRules.ts).
import { Type, type Static } from 'typebox';
import { CHANGE_TYPES } from './liveChangesRules';

/** One `change` event's data. */
export const ChangeEvent = Type.Object({
  topic: Type.String({ description: "The route table whose records changed, e.g. 'parameters'" }),
  type: Type.Enum(CHANGE_TYPES),
});
export type ChangeEvent = Static<typeof ChangeEvent>;

export const ChangeEvents = Type.String({ description: 'text/event-stream' });

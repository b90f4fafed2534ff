// Live changes' wire schemas (the rules and the topic's meaning: liveChangesRules.ts): the `change`
// event of the user's event stream (contract/notificationsRoutes.ts `stream`) and the edit locks.
import { Type, type Static } from 'typebox';
import { CHANGE_TYPES, EDIT_LOCK_KEY_MAX } from './liveChangesRules';

/** One `change` event's data. */
export const ChangeEvent = Type.Object({
  accountId: Type.Integer({ description: 'The account whose records changed' }),
  topic: Type.String({ description: "The route table whose records changed, e.g. 'parameters'" }),
  type: Type.Enum(CHANGE_TYPES),
});
export type ChangeEvent = Static<typeof ChangeEvent>;

const lockKey = {
  topic: Type.String({ minLength: 1, maxLength: EDIT_LOCK_KEY_MAX, description: "The record's route table, e.g. 'pageTemplates.appPage'" }),
  recordId: Type.String({ minLength: 1, maxLength: EDIT_LOCK_KEY_MAX }),
};
/** Take (or keep: the heartbeat) the edit lock of a record; `takeOver` takes it from another holder. */
export const EditLockBody = Type.Object({ ...lockKey, takeOver: Type.Optional(Type.Boolean()) });
export const EditLockQuery = Type.Object(lockKey);
export const EditLock = Type.Object({
  ...lockKey,
  holderName: Type.String(),
  since: Type.String({ format: 'date-time' }),
  /** The caller holds it. */
  mine: Type.Boolean(),
});
export type EditLock = Static<typeof EditLock>;
export const EditLockAnswer = Type.Object({ data: EditLock });
export const EditLockReleased = Type.Object({ message: Type.String() });

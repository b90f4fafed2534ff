// The edit lock of a record being edited (issue 33, record 0414): taken when the editor opens, kept by
// taking it again every EDIT_LOCK_HEARTBEAT_MS, released when it closes (a console that went away
// frees it after EDIT_LOCK_TTL_MS). Held by someone else, it says who since when, is asked again at
// each beat (it becomes this editor's once they are done), and may be taken over.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditLock } from '../../contract/liveChanges';
import { EDIT_LOCK_HEARTBEAT_MS } from '../../contract/liveChangesRules';
import { editLockRoutes } from '../../contract/liveChangesRoutes';
import { callDeclared } from './declaredCall';
import { conflictDataOf } from './conflictDataOf';

export type EditLockState =
  | { status: 'mine'; lock: EditLock }
  | { status: 'held'; lock: EditLock }
  /** Not asked yet, no record (a new one), or not to be had (no right to change it, server away): editing is not held back. */
  | { status: 'none' };

/** One object, so a lock not to be had again renders nothing again. */
const NONE: EditLockState = { status: 'none' };

export function useEditLock(topic: string, recordId: string | undefined): EditLockState & { takeOver: () => void } {
  const [state, setState] = useState<EditLockState>(NONE);
  const current = useRef(state);
  current.current = state;
  const attempt = useRef<(takeOver: boolean) => Promise<void>>(async () => undefined);

  useEffect(() => {
    if (!recordId) return undefined;
    let open = true;
    attempt.current = async (takeOver) => {
      try {
        const { data } = await callDeclared(editLockRoutes.take, { body: { topic, recordId, takeOver } });
        if (open) setState({ status: 'mine', lock: data });
      } catch (error) {
        const held = conflictDataOf<EditLock>(error);
        if (open) setState(held ? { status: 'held', lock: held } : NONE);
      }
    };
    void attempt.current(false);
    const beat = setInterval(() => void attempt.current(false), EDIT_LOCK_HEARTBEAT_MS);
    return () => {
      open = false;
      clearInterval(beat);
      if (current.current.status === 'mine') void callDeclared(editLockRoutes.release, { query: { topic, recordId } }).catch(() => undefined);
    };
  }, [topic, recordId]);

  const takeOver = useCallback(() => void attempt.current(true), []);
  return { ...state, takeOver };
}

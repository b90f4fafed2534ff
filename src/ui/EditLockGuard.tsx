// A form's fields while someone else holds the record's edit lock (record 0414): who and since when,
// with Take over (EditLockBanner), above the fields made read-only. The editor takes the lock with
// useEditLock and holds its own save buttons back while `lock.status` is 'held'.
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { Box } from '@mui/material';
import type { useEditLock } from '../dataProviders/useEditLock';
import { EditLockBanner } from './EditLockBanner';

/** Keys that move through a read-only form without changing it. */
const MOVING_KEYS = new Set(['Tab', 'Escape']);

const hold = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

// A disabled fieldset disables native controls only: MUI's selects and rich text editors are
// elements of their own, held back here by the events that would open or change them.
const readOnlyHandlers = {
  onMouseDownCapture: hold,
  onBeforeInputCapture: hold,
  onPasteCapture: hold,
  onDropCapture: hold,
  onKeyDownCapture: (event: KeyboardEvent) => {
    if (!MOVING_KEYS.has(event.key)) hold(event);
  },
};

export function EditLockGuard({ lock, children }: { lock: ReturnType<typeof useEditLock>; children: ReactNode }) {
  const held = lock.status === 'held';
  return (
    <>
      {held && <EditLockBanner lock={lock.lock} onTakeOver={lock.takeOver} />}
      <Box component="fieldset" disabled={held} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} {...(held ? readOnlyHandlers : {})}>
        {children}
      </Box>
    </>
  );
}

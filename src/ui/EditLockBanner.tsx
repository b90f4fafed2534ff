// Says who holds the edit lock of the record on screen, since when, with Take over (useEditLock).
import { Alert, Button } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { EditLock } from '../../contract/liveChanges';
import { languageTag } from '../i18n/languages';

export function EditLockBanner({ lock, onTakeOver }: { lock: EditLock; onTakeOver: () => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const time = new Date(lock.since).toLocaleTimeString(languageTag(locale), { hour: '2-digit', minute: '2-digit' });
  return (
    <Alert
      severity="warning"
      role="status"
      action={<Button color="inherit" size="small" onClick={onTakeOver}>{translate('shell.editLock.takeOver')}</Button>}
    >
      {translate('shell.editLock.heldBy', { name: lock.holderName, time })}
    </Alert>
  );
}

// Adds or edits one of an app's UI texts: its name (an i18n key), the English text and the
// translations, and a description for translators. The rules are the server's (uiTextsRules.ts).
// An existing text is edited under its edit lock, and a save from an older version is refused with
// the other version shown (records 0413, 0414).
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UiTextView } from '../../../contract/uiTexts';
import { UI_TEXT_LOCALES, UI_TEXT_MESSAGES, uiTextProblem, type UiTextLocale } from '../../../contract/uiTextsRules';
import { useEditLock } from '../../dataProviders/useEditLock';
import { EditLockGuard } from '../../ui/EditLockGuard';
import { StaleSaveDialog } from '../../ui/StaleSaveDialog';
import { useSaveRecord } from '../../ui/useSaveRecord';
import { APP_TEXTS_TOPIC, APP_UI_TEXTS } from './uiTextsResources';
import { localeLabel } from './locales';

interface UiTextDialogProps {
  appId: number;
  text?: UiTextView;
  onClose: () => void;
  onSaved: () => void;
}

/** The form's values of a text; a new text's when there is none. */
const valuesOf = (text: UiTextView | undefined) => ({
  propertyName: text?.propertyName ?? '',
  description: text?.description ?? '',
  tag: text?.tag ?? 'app',
  status: (text?.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE') as 'ACTIVE' | 'INACTIVE',
  texts: { ...text?.locale, en: text?.locale.en ?? text?.defaultValue ?? '' } as Partial<Record<UiTextLocale, string>>,
});

export function UiTextDialog({ appId, text, onClose, onSaved }: UiTextDialogProps) {
  const translate = useTranslate();
  const opened = valuesOf(text);
  const [propertyName, setPropertyName] = useState(opened.propertyName);
  const [description, setDescription] = useState(opened.description);
  const [tag, setTag] = useState(opened.tag);
  const [status, setStatus] = useState(opened.status);
  const [texts, setTexts] = useState(opened.texts);
  /** Another version's values into the form (theirs, after a refused save). */
  const load = (other: UiTextView) => {
    const values = valuesOf(other);
    setPropertyName(values.propertyName);
    setDescription(values.description);
    setTag(values.tag);
    setStatus(values.status);
    setTexts(values.texts);
  };
  const [touched, setTouched] = useState(false);
  const problem = uiTextProblem(propertyName, null, texts);
  const helpOf = (field: string) =>
    (touched && problem?.field === field ? translate(`uiTexts.rules.${problem.message}`, { _: UI_TEXT_MESSAGES[problem.message] }) : ' ');

  const { save: saveRecord, saving, failure, stale } = useSaveRecord(APP_UI_TEXTS, text, { createFields: { appId } });
  const lock = useEditLock(APP_TEXTS_TOPIC, text?.id.toString());
  const save = () => {
    const locale = Object.fromEntries(Object.entries(texts).filter(([, value]) => value?.trim()).map(([l, value]) => [l, value!.trim()]));
    saveRecord({ propertyName: propertyName.trim(), description: description.trim() || null, tag: tag.trim() || 'app', status, locale }, { onSaved });
  };
  const submit = () => {
    setTouched(true);
    if (!problem) save();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="ui-text-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="ui-text-dialog-title">
        {text ? translate('uiTexts.title.edit', { name: text.propertyName }) : translate('uiTexts.title.add')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure.message}</Alert>}
          <EditLockGuard lock={lock}>
            <Stack spacing={1}>
              <TextField label={translate('uiTexts.fields.propertyName')} value={propertyName} required autoFocus
                onChange={(e) => setPropertyName(e.target.value)} error={touched && problem?.field === 'propertyName'} helperText={helpOf('propertyName')} />
              <TextField label={translate('uiTexts.fields.description')} value={description} onChange={(e) => setDescription(e.target.value)} />
              <Stack direction="row" spacing={1}>
                <TextField label={translate('uiTexts.fields.tag')} value={tag} onChange={(e) => setTag(e.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} />
                <TextField select label={translate('uiTexts.fields.status')} value={status} onChange={(e) => setStatus(e.target.value as 'ACTIVE' | 'INACTIVE')} sx={{ minWidth: 140 }}>
                  <MenuItem value="ACTIVE">{translate('uiTexts.status.ACTIVE')}</MenuItem>
                  <MenuItem value="INACTIVE">{translate('uiTexts.status.INACTIVE')}</MenuItem>
                </TextField>
              </Stack>
              {UI_TEXT_LOCALES.map((locale) => (
                <TextField key={locale} label={translate(localeLabel(locale))} value={texts[locale] ?? ''} required={locale === 'en'} multiline maxRows={4}
                  onChange={(e) => setTexts({ ...texts, [locale]: e.target.value })}
                  error={touched && locale === 'en' && problem?.field === 'defaultValue'} helperText={locale === 'en' ? helpOf('defaultValue') : undefined} />
              ))}
            </Stack>
          </EditLockGuard>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('uiTexts.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving || lock.status === 'held'}>{translate('uiTexts.action.save')}</Button>
      </DialogActions>
      {stale.theirs && (
        <StaleSaveDialog
          theirs={{ name: stale.theirs.propertyName, savedAt: stale.theirs.updatedAt, content: Object.entries(stale.theirs.locale).map(([l, value]) => `${l}: ${value}`).join('\n') }}
          onKeepMine={stale.keepMine}
          onLoadTheirs={() => stale.loadTheirs(load)}
        />
      )}
    </Dialog>
  );
}

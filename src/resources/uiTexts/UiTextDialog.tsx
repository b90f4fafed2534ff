// Adds or edits one of an app's UI texts: its name (an i18n key), the English text and the
// translations, and a description for translators. The rules are the server's (uiTextsRules.ts).
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UiTextView } from '../../../contract/uiTexts';
import { UI_TEXT_LOCALES, UI_TEXT_MESSAGES, uiTextProblem, type UiTextLocale } from '../../../contract/uiTextsRules';
import { useSaveRecord } from '../../ui/useSaveRecord';
import { APP_UI_TEXTS } from './uiTextsResources';
import { localeLabel } from './locales';

interface UiTextDialogProps {
  appId: number;
  text?: UiTextView;
  onClose: () => void;
  onSaved: () => void;
}

export function UiTextDialog({ appId, text, onClose, onSaved }: UiTextDialogProps) {
  const translate = useTranslate();
  const [propertyName, setPropertyName] = useState(text?.propertyName ?? '');
  const [description, setDescription] = useState(text?.description ?? '');
  const [tag, setTag] = useState(text?.tag ?? 'app');
  const [status, setStatus] = useState<'ACTIVE' | 'INACTIVE'>(text?.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE');
  const [texts, setTexts] = useState<Partial<Record<UiTextLocale, string>>>({ ...text?.locale, en: text?.locale.en ?? text?.defaultValue ?? '' });
  const [touched, setTouched] = useState(false);
  const problem = uiTextProblem(propertyName, null, texts);
  const helpOf = (field: string) =>
    (touched && problem?.field === field ? translate(`uiTexts.rules.${problem.message}`, { _: UI_TEXT_MESSAGES[problem.message] }) : ' ');

  const { save: saveRecord, saving, failure } = useSaveRecord(APP_UI_TEXTS, text, { createFields: { appId } });
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('uiTexts.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>{translate('uiTexts.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

// Edits an instance's own texts of one property, locale by locale, with the app's text beside each
// field; an empty field uses the app's text.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InstanceUiText } from '../../../contract/uiTexts';
import { UI_TEXT_LOCALES } from '../../../contract/uiTextsRules';
import { localeLabel } from './locales';

interface InstanceTextDialogProps {
  text: InstanceUiText;
  saving: boolean;
  error: Error | null;
  onSave: (overrides: Record<string, string>) => void;
  onClose: () => void;
}

export function InstanceTextDialog({ text, saving, error, onSave, onClose }: InstanceTextDialogProps) {
  const translate = useTranslate();
  const [overrides, setOverrides] = useState<Record<string, string>>(text.overrides);
  const kept = () => Object.fromEntries(Object.entries(overrides).filter(([, value]) => value.trim()).map(([l, value]) => [l, value.trim()]));
  return (
    <Dialog open onClose={onClose} aria-labelledby="instance-text-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="instance-text-dialog-title">{translate('uiTexts.title.editInstance', { name: text.propertyName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Alert severity="info">{translate('uiTexts.instanceNote')}</Alert>
          {UI_TEXT_LOCALES.map((locale, i) => (
            <TextField key={locale} label={translate(localeLabel(locale))} value={overrides[locale] ?? ''} autoFocus={i === 0} multiline maxRows={4}
              onChange={(e) => setOverrides({ ...overrides, [locale]: e.target.value })}
              helperText={`${translate('uiTexts.appText')}: ${text.appTexts[locale] ?? translate('uiTexts.none')}`} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('uiTexts.action.cancel')}</Button>
        <Button variant="contained" onClick={() => onSave(kept())} disabled={saving}>{translate('uiTexts.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

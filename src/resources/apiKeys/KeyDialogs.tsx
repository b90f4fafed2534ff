// The small forms of the keys tab: a new key (name, optional expiry), a new name, and a roll (the
// hours the previous secret keeps working).
import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { KEY_NAME_MAX, ROLL_GRACE_DEFAULT_HOURS, ROLL_GRACE_MAX_HOURS } from '../../../contract/apiKeysRules';

interface FormDialogProps {
  title: string;
  error: Error | null;
  busy: boolean;
  onClose: () => void;
}

function FormDialog({ title, error, busy, onClose, onSubmit, submitLabel = 'apiKeys.action.save', children }: FormDialogProps & {
  onSubmit: () => void; submitLabel?: string; children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="key-form-title" fullWidth maxWidth="xs">
      <DialogTitle id="key-form-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error.message}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('apiKeys.action.cancel')}</Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy}>{translate(submitLabel)}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function NameDialog({ title, name: initial = '', withExpiry, onSave, ...rest }: FormDialogProps & {
  name?: string; withExpiry?: boolean; onSave: (values: { name: string; expiresAt: string | null }) => void;
}) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [expiry, setExpiry] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = !name.trim() ? 'apiKeys.rules.nameRequired' : name.trim().length > KEY_NAME_MAX ? 'apiKeys.rules.nameTooLong' : undefined;
  const submit = () => {
    setTouched(true);
    // The expiry date's end, in the user's time zone.
    if (!problem) onSave({ name: name.trim(), expiresAt: expiry ? new Date(`${expiry}T23:59:59`).toISOString() : null });
  };
  return (
    <FormDialog title={title} onSubmit={submit} {...rest}>
      <TextField label={translate('apiKeys.fields.name')} value={name} required autoFocus onChange={(e) => setName(e.target.value)}
        error={touched && !!problem} helperText={touched && problem ? translate(problem, { max: KEY_NAME_MAX }) : ' '} />
      {withExpiry && (
        <TextField type="date" label={translate('apiKeys.fields.expiresAt')} value={expiry} onChange={(e) => setExpiry(e.target.value)}
          helperText={translate('apiKeys.noExpiry')} slotProps={{ inputLabel: { shrink: true } }} />
      )}
    </FormDialog>
  );
}

export function RollDialog({ onRoll, ...rest }: FormDialogProps & { onRoll: (graceHours: number) => void }) {
  const translate = useTranslate();
  const [hours, setHours] = useState(String(ROLL_GRACE_DEFAULT_HOURS));
  const value = Number(hours);
  const valid = Number.isInteger(value) && value >= 0 && value <= ROLL_GRACE_MAX_HOURS;
  return (
    <FormDialog {...rest} submitLabel="apiKeys.action.roll" onSubmit={() => valid && onRoll(value)}>
      <Alert severity="info">{translate('apiKeys.rollNote')}</Alert>
      <TextField type="number" label={translate('apiKeys.fields.graceHours')} value={hours} onChange={(e) => setHours(e.target.value)}
        error={!valid} helperText={translate('apiKeys.graceHelp', { max: ROLL_GRACE_MAX_HOURS })} slotProps={{ htmlInput: { min: 0, max: ROLL_GRACE_MAX_HOURS } }} />
    </FormDialog>
  );
}

// A write-only secret: never shown; when one is set the field says so, and typing replaces it.
// `value` undefined means "leave as it is", '' means "remove".
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SECRET_MASK, SECRET_MAX } from '../../../contract/connectorsRules';

interface Props {
  label: string;
  hasSecret: boolean;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

export function SecretField({ label, hasSecret, value, onChange }: Props) {
  const translate = useTranslate();
  return (
    <Stack>
      <TextField
        size="small" type="password" autoComplete="new-password" label={label} value={value ?? ''}
        placeholder={hasSecret && value === undefined ? SECRET_MASK : undefined}
        InputLabelProps={hasSecret ? { shrink: true } : undefined}
        helperText={hasSecret && value === undefined ? translate('connectors.apis.secretSet') : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        inputProps={{ maxLength: SECRET_MAX }}
      />
      {hasSecret && (
        <FormControlLabel
          control={<Checkbox size="small" checked={value === ''} onChange={(e) => onChange(e.target.checked ? '' : undefined)} />}
          label={translate('connectors.apis.secretClear')}
        />
      )}
    </Stack>
  );
}

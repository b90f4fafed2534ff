// A one-time code field with its submit and cancel buttons: turning two-factor on and off both need one.
import { Alert, Button, Stack } from '@mui/material';
import { Form, TextInput, required, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

interface CodeFormProps {
  submitLabel: string;
  pending: boolean;
  error?: string;
  onSubmit(code: string): void;
  onCancel(): void;
}

export function CodeForm({ submitLabel, pending, error, onSubmit, onCancel }: CodeFormProps) {
  const translate = useTranslate();
  return (
    <Form onSubmit={(values: FieldValues) => onSubmit(String(values.code).trim())}>
      <Stack spacing={1}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextInput
          source="code"
          label="profile.security.code"
          autoComplete="one-time-code"
          validate={required('profile.security.codeRequired')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel} disabled={pending}>
            {translate('profile.security.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

// One labelled text field of a public form; `problem` is the translation key of its error.
import { TextField, type TextFieldProps } from '@mui/material';
import { usePublicI18n } from './PublicI18n';

interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  problem?: string;
  required?: boolean;
  type?: TextFieldProps['type'];
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  onBlur?(): void;
}

export function FormField({ id, label, value, onChange, problem, required, type, autoComplete, autoFocus, multiline, onBlur }: FormFieldProps) {
  const { translate } = usePublicI18n();
  return (
    <TextField
      id={id}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={!!problem}
      helperText={problem ? translate(problem) : undefined}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      // Marked required for assistive technology without the visual asterisk in the label.
      slotProps={{ htmlInput: { 'aria-required': required || undefined } }}
    />
  );
}

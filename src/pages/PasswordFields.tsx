// A new password and its confirmation (the spec's rule and 'Passwords do not match!').
import { FormField } from './FormField';
import type { Problems } from './fieldRules';

interface PasswordFieldsProps {
  idPrefix: string;
  label?: string;
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  problems: Problems<'password' | 'confirmation'>;
}

export function PasswordFields({ idPrefix, label = 'pages.fields.password', password, confirmation, onPassword, onConfirmation, problems }: PasswordFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={label} type="password" value={password} onChange={onPassword}
        problem={problems.password} autoComplete="new-password" required />
      <FormField id={`${idPrefix}-confirm-password`} label="pages.fields.confirmPassword" type="password" value={confirmation}
        onChange={onConfirmation} problem={problems.confirmation} autoComplete="new-password" required />
    </>
  );
}

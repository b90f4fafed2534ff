// The public forms' field rules (console-shell.md §5), as translation keys of the problem found.
import { isBusinessNameWithinLimit } from '../../contract/accountsRules';
import { isValidEmail, isValidPhone, passwordProblem, passwordsMatch } from '../config/validators';

export type Problems<K extends string> = Partial<Record<K, string>>;

export const hasProblems = (problems: Problems<string>): boolean => Object.values(problems).some(Boolean);

export const requiredProblem = (value: string, key: string): string | undefined => (value.trim() ? undefined : key);

export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return 'pages.fields.emailRequired';
  return isValidEmail(value) ? undefined : 'pages.fields.emailInvalid';
}

/** The password rule, then 'Passwords do not match!' for the confirmation. */
export function passwordPairProblems(password: string, confirmation: string): Problems<'password' | 'confirmation'> {
  return {
    password: !password ? 'pages.fields.passwordRequired' : passwordProblem(password) ? 'pages.fields.passwordRule' : undefined,
    confirmation: !confirmation
      ? 'pages.fields.confirmPasswordRequired'
      : passwordsMatch(password, confirmation) ? 'pages.fields.passwordsDiffer' : undefined,
  };
}

export function businessNameProblem(value: string): string | undefined {
  if (!value.trim()) return 'pages.fields.businessNameRequired';
  return isBusinessNameWithinLimit(value.trim()) ? undefined : 'pages.fields.businessNameTooLong';
}

export const phoneProblem = (value: string): string | undefined =>
  value.trim() && !isValidPhone(value) ? 'pages.fields.phoneInvalid' : undefined;

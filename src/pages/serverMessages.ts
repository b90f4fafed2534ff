// A public page's call's answer (mostly a failure) as the person reads it, in their language. The server answers
// in English (the spec's texts, console-shell.md §8); the answers these pages can get are known here
// by their error code or their text (tests/unit/i18n.serverMessages.test.ts ties each text to the
// server's constant) and shown translated. Anything else shows as the server said it.
import { INVALID_CREDENTIALS } from '../authProvider/signIn';
import { FALLBACK_ERROR_TEXT, UNAUTHORIZED_TEXT } from '../dataProviders/errorText';

/** A failed call: the message errorText chose, and the server's error code when it gave one. */
export interface ServerFailure {
  message: string;
  code?: string;
}

const byCode: Record<string, string> = {
  email_not_verified: 'pages.serverMessages.emailNotVerified',
  'Too Many Requests': 'pages.serverMessages.tooManyAttempts',
};

export const knownServerTexts: Record<string, string> = {
  [INVALID_CREDENTIALS]: 'shell.errors.invalidCredentials',
  [UNAUTHORIZED_TEXT]: 'shell.errors.unauthorized',
  [FALLBACK_ERROR_TEXT]: 'shell.errors.generic',
  'This link is not valid. Please request a new one.': 'pages.serverMessages.linkInvalid',
  'This link has already been used or a newer one was sent. Please request a new one.': 'pages.serverMessages.linkUsed',
  'This link has expired. Please request a new one.': 'pages.serverMessages.linkExpired',
  'An account with this email address already exists. Please sign in.': 'pages.fields.emailTaken',
  'A user with this email address exists but has not verified it yet. Verify it from the mail we sent, then sign in.':
    'pages.serverMessages.emailAwaitsVerification',
  'Password must be at least 8 characters with a number, a lowercase letter, an uppercase letter and a special character.':
    'pages.fields.passwordRule',
  'Business name is required': 'pages.fields.businessNameRequired',
  'This invitation was sent to another email address. Please register with the invited address.':
    'pages.serverMessages.invitationForAnotherAddress',
  'Password reset requests were disabled. Please contact your administrator.': 'pages.serverMessages.resetDisabled',
  'User Invitation not found or User Invitation already accepted': 'pages.serverMessages.invitationNotFound',
};

/** Server texts that carry a value (an address), with the key that says them and the value's name there. */
const knownServerPatterns: { pattern: RegExp; key: string; value: string }[] = [
  { pattern: /^Invitation resent to (.+)$/, key: 'pages.serverMessages.invitationResent', value: 'email' },
];

/** The server's schema check ("Invalid body: body/username must NOT have fewer than 1 characters"). */
const SCHEMA_REFUSAL = /^Invalid (body|querystring|params|headers|request):/;

export function inLanguage(failure: ServerFailure | string, translate: (key: string, options?: Record<string, string>) => string): string {
  const { message, code } = typeof failure === 'string' ? { message: failure, code: undefined } : failure;
  const key = (code && byCode[code]) ?? knownServerTexts[message]
    ?? (SCHEMA_REFUSAL.test(message) ? 'pages.serverMessages.invalidRequest' : undefined);
  if (key) return translate(key);
  for (const { pattern, key: patternKey, value } of knownServerPatterns) {
    const match = pattern.exec(message);
    if (match) return translate(patternKey, { [value]: match[1] });
  }
  return message;
}

/** What a caught failure carries (an Error from accountApi or signIn, with the code when given). */
export const failureOf = (caught: unknown): ServerFailure => ({
  message: (caught as Error).message,
  code: (caught as { code?: string }).code,
});

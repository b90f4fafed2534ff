// Field rules from console-shell.md §5, pure so that forms (react-admin validators), public pages
// and tests share one definition. The server mirrors the same rules.
import { BUSINESS_NAME_MAX } from '../../contract/accountsRules';

export const validationMessages = {
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  zipcode: 'Please enter a valid bill zipcode',
  password:
    'Password must be at least 8 characters with a number, a lowercase letter, an uppercase letter and a special character',
  passwordsDiffer: 'Passwords do not match!',
  imageFormat: 'Uploaded file is not in desired format, please upload PNG/JPEG file.',
  businessNameTooLong: `Business name must be under ${BUSINESS_NAME_MAX + 1} characters`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional +country code (1–4 digits), then 7–15 digits; spaces, hyphens and parentheses allowed. */
const PHONE = /^(\+\d{1,4}[\s-]?)?[\d\s\-()]+$/;
const ZIPCODE = /^[A-Za-z0-9 -]{3,10}$/;
const PASSWORD_MIN_LENGTH = 8;

export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE.test(trimmed)) return false;
  const national = trimmed.replace(/^\+\d{1,4}(?=[\s-])/, '');
  const digits = national.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const isValidZipcode = (value: string): boolean => ZIPCODE.test(value.trim());

/** The spec's password rule; undefined when the password is acceptable. */
export function passwordProblem(password: string): string | undefined {
  const ok =
    password.length >= PASSWORD_MIN_LENGTH &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password);
  return ok ? undefined : validationMessages.password;
}

/** 'Passwords do not match!' when the confirmation differs; undefined when they match. */
export const passwordsMatch = (password: string, confirmation: string): string | undefined =>
  password === confirmation ? undefined : validationMessages.passwordsDiffer;

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** Logo, favicon and profile picture: a PNG or JPEG file, data URL, or http(s) URL of one. */
export function isPngOrJpeg(input: File | Blob | string): boolean {
  if (typeof input !== 'string') return IMAGE_TYPES.includes(input.type);
  const dataUrl = /^data:([^;,]+)[;,]/.exec(input);
  if (dataUrl) return IMAGE_TYPES.includes(dataUrl[1].toLowerCase());
  return /^https?:\/\//i.test(input);
}

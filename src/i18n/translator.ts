// A translate function without react-admin, for the light public pages (sign-in, two-factor...).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeMessages } from '../plugins/registry';
import type { Locale, Messages } from '../plugins/types';
import { en, type ShellMessages } from './messages/en';

/** polyglotI18nProvider's dictionary type, named without importing react-admin's packages here. */
type PolyglotMessages = ReturnType<Parameters<typeof polyglotI18nProvider>[0]>;

export type Translate = (key: string, options?: Record<string, unknown>) => string;

// English ships with the page; other languages load on demand to keep the login page small.
const shellMessages: Record<Locale, () => Promise<ShellMessages>> = {
  en: async () => en,
  fr: () => import('./messages/fr').then((m) => m.fr),
  sp: () => import('./messages/sp').then((m) => m.sp),
  jp: () => import('./messages/jp').then((m) => m.jp),
  zh: () => import('./messages/zh').then((m) => m.zh),
};

/** The shell's texts (session, errors, menu labels) in one language. */
export const loadPublicMessages = (locale: Locale): Promise<Messages> => shellMessages[locale]();

/**
 * Translates with `messages` (the locale's texts); a key they lack shows its English text, from
 * `english` (the caller's own English texts) or the shell's English texts.
 */
export function createTranslator(locale: Locale, messages: Messages = {}, english: Messages = {}): Translate {
  const phrases = [en, english, messages].reduce<Messages>(mergeMessages, {});
  return polyglotI18nProvider(() => phrases as PolyglotMessages, locale, [], { allowMissing: true }).translate;
}

// The language switcher's two readings (console-shell.md §1), chosen by /admin/config.json
// `languageMode`: 'full' offers en, zh, fr, jp, sp; 'short' offers exactly en, fr, sp.
import { session } from '../session/session';
import { getLanguageMode, type LanguageMode } from '../config/services';
import type { Locale } from '../plugins/types';

export const DEFAULT_LOCALE: Locale = 'en';

const languageNames: Record<Locale, string> = {
  en: 'English',
  zh: '中文',
  fr: 'Français',
  jp: '日本語',
  sp: 'Español',
};

const readings: Record<LanguageMode, Locale[]> = {
  full: ['en', 'zh', 'fr', 'jp', 'sp'],
  short: ['en', 'fr', 'sp'],
};

export function availableLanguages(): { locale: Locale; name: string }[] {
  return readings[getLanguageMode()].map((locale) => ({ locale, name: languageNames[locale] }));
}

export const isOfferedLocale = (value: string | null | undefined): value is Locale =>
  availableLanguages().some(({ locale }) => locale === value);

/** The session's language when the switcher offers it, else English. */
export function initialLocale(): Locale {
  const stored = session.get('languageId');
  return isOfferedLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The BCP 47 tag of a language, for markup and Intl: the spec's keys (jp, sp) stay on the wire only. */
const languageTags: Record<Locale, string> = { en: 'en', fr: 'fr', sp: 'es', jp: 'ja', zh: 'zh' };
export const languageTag = (locale: string): string => languageTags[locale as Locale] ?? languageTags[DEFAULT_LOCALE];

/** The page says which language it is in, so screen readers speak it and browsers hyphenate it right. */
export function showDocumentLanguage(locale: string): void {
  document.documentElement.lang = languageTag(locale);
}

export function rememberLocale(locale: Locale): void {
  session.set('languageId', locale);
  session.set('languageName', languageNames[locale]);
}

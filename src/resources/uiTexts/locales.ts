// The console's languages and the locales texts are stored under (zh is stored as ch).
import type { Locale } from '../../plugins/types';
import { UI_TEXT_LOCALES, type UiTextLocale } from '../../../contract/uiTextsRules';

export const storedLocaleOf: Record<Locale, UiTextLocale> = { en: 'en', fr: 'fr', sp: 'sp', jp: 'jp', zh: 'ch' };

/** The translations beside English, in the order the tables show them. */
export const TRANSLATED = UI_TEXT_LOCALES.filter((l) => l !== 'en');

/** The i18n key naming a stored locale. */
export const localeLabel = (locale: UiTextLocale) => `uiTexts.locales.${locale}`;

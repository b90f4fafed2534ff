// UI labels loaded after sign-in from admin-ui-properties (console-shell.md §1): each property's
// name is an i18n key (e.g. shell.menu.apiDocuments); its texts override the built-in messages.
import { session, type StorageKey } from '../session/session';
import type { Locale, Messages } from '../plugins/types';
import type { UiProperty } from '../../contract/uiTexts';

const storageKeyOf: Record<Locale, StorageKey> = {
  en: 'localeEn',
  fr: 'localeFr',
  sp: 'localeSp',
  jp: 'localeJp',
  zh: 'localeZh',
};

const text = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Sets `a.b.c` in a nested dictionary; a key that clashes with an existing branch or leaf is skipped. */
function setPath(target: Messages, path: string, value: string): void {
  const parts = path.split('.').filter(Boolean);
  if (parts.length === 0) return;
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part] ?? (node[part] = {});
    if (typeof next === 'string') return;
    node = next;
  }
  const leaf = parts[parts.length - 1];
  if (typeof node[leaf] !== 'object') node[leaf] = value;
}

/** One dictionary per locale; English falls back to the property's default value. */
export function labelsToDictionaries(properties: UiProperty[]): Record<Locale, Messages> {
  const dictionaries: Record<Locale, Messages> = { en: {}, fr: {}, sp: {}, jp: {}, zh: {} };
  for (const { propertyName, defaultValue, locale } of properties) {
    const texts: Record<Locale, string | undefined> = {
      en: text(locale?.en) ?? text(defaultValue),
      fr: text(locale?.fr),
      sp: text(locale?.sp),
      jp: text(locale?.jp),
      zh: text(locale?.ch) ?? text(locale?.zh),
    };
    for (const [lang, value] of Object.entries(texts) as [Locale, string | undefined][]) {
      if (value) setPath(dictionaries[lang], propertyName, value);
    }
  }
  return dictionaries;
}

export function storeServerLabels(dictionaries: Record<Locale, Messages>): void {
  for (const [lang, messages] of Object.entries(dictionaries) as [Locale, Messages][]) {
    session.setJson(storageKeyOf[lang], messages);
  }
}

export const serverLabels = (locale: Locale): Messages => session.getJson<Messages>(storageKeyOf[locale]) ?? {};

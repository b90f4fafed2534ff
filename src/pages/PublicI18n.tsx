// Texts of the public pages without react-admin: the shell's public messages and this folder's own,
// English first (synchronous), other languages loaded when chosen. The choice is remembered in the
// session, so the console opens in the same language.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createTranslator, loadPublicMessages, type Translate } from '../i18n/translator';
import { initialLocale, rememberLocale, showDocumentLanguage } from '../i18n/languages';
import { mergeMessages } from '../plugins/registry';
import type { Locale } from '../plugins/types';
import { en, type PublicMessages } from './messages/en';

const pageTexts: Record<Exclude<Locale, 'en'>, () => Promise<PublicMessages>> = {
  fr: () => import('./messages/fr').then((m) => m.fr),
  sp: () => import('./messages/sp').then((m) => m.sp),
  jp: () => import('./messages/jp').then((m) => m.jp),
  zh: () => import('./messages/zh').then((m) => m.zh),
};

const englishTranslate = createTranslator('en', {}, en);

interface PublicI18n {
  locale: Locale;
  translate: Translate;
  setLocale(locale: Locale): void;
}

const PublicI18nContext = createContext<PublicI18n>({ locale: 'en', translate: englishTranslate, setLocale: () => undefined });

export function PublicI18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const [loaded, setLoaded] = useState<{ locale: Locale; translate: Translate } | null>(null);

  useEffect(() => {
    showDocumentLanguage(locale);
    if (locale === 'en') return;
    let cancelled = false;
    Promise.all([loadPublicMessages(locale), pageTexts[locale]()])
      .then(([shellTexts, ownTexts]) => {
        if (!cancelled) setLoaded({ locale, translate: createTranslator(locale, mergeMessages(shellTexts, ownTexts), en) });
      })
      .catch(() => undefined); // a language that fails to load leaves the English texts
    return () => {
      cancelled = true;
    };
  }, [locale]);

  // Until the chosen language has loaded, the English texts show.
  const translate = locale !== 'en' && loaded?.locale === locale ? loaded.translate : englishTranslate;
  const value = useMemo<PublicI18n>(
    () => ({
      locale,
      translate,
      setLocale(next) {
        rememberLocale(next);
        setLocaleState(next);
      },
    }),
    [locale, translate],
  );
  return <PublicI18nContext.Provider value={value}>{children}</PublicI18nContext.Provider>;
}

export const usePublicI18n = (): PublicI18n => useContext(PublicI18nContext);

// The console's i18nProvider (DESIGN §5): react-admin's base texts, the shell's and the plugins'
// messages, then the server's labels on top. English is the default and the fallback.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { mergeMessages, type PluginRegistry } from '../plugins/registry';
import type { Locale, Messages, OnDemandLocale } from '../plugins/types';
import { en } from './messages/en';
import { richTextEnglish } from './richText/en';
import { loadPublicMessages } from './translator';
import { serverLabels } from './serverLabels';
import { availableLanguages, DEFAULT_LOCALE, initialLocale, isOfferedLocale, rememberLocale, showDocumentLanguage } from './languages';

export { availableLanguages } from './languages';
export { createTranslator, loadPublicMessages, type Translate } from './translator';

// English ships with the console; each other language's texts are a chunk fetched when chosen.
const reactAdminTexts: Record<OnDemandLocale, () => Promise<Messages>> = {
  fr: () => import('ra-language-french').then((m) => m.default as unknown as Messages),
  sp: () => import('./raBase/sp').then((m) => m.raSpanish as unknown as Messages),
  jp: () => import('./raBase/jp').then((m) => m.raJapanese as unknown as Messages),
  zh: () => import('./raBase/zh').then((m) => m.raChinese as unknown as Messages),
};

/** The rich-text toolbar's texts (`ra.tiptap.*`), which react-admin's language packages lack. */
export const richTextTexts: Record<OnDemandLocale, () => Promise<Messages>> = {
  fr: () => import('./richText/fr').then((m) => m.richTextFrench),
  sp: () => import('./richText/sp').then((m) => m.richTextSpanish),
  jp: () => import('./richText/jp').then((m) => m.richTextJapanese),
  zh: () => import('./richText/zh').then((m) => m.richTextChinese),
};

/**
 * Resolves once the session's language is loaded: polyglotI18nProvider needs the initial
 * language's texts synchronously, a later one may come as a Promise on changeLocale.
 */
export async function buildI18nProvider(registry: PluginRegistry): Promise<I18nProvider> {
  const englishTexts = [englishMessages as unknown as Messages, richTextEnglish, en, registry.englishMessages].reduce(mergeMessages);
  const loadedTexts = new Map<OnDemandLocale, Messages>();
  const loadTexts = async (locale: OnDemandLocale): Promise<Messages> => {
    const texts = await Promise.all([
      reactAdminTexts[locale](), richTextTexts[locale](), loadPublicMessages(locale), registry.loadMessages(locale),
    ]);
    const merged = texts.reduce(mergeMessages);
    loadedTexts.set(locale, merged);
    return merged;
  };

  // English sits under every other language, so a key missing there shows its English text. A
  // polyglot onMissingKey would not do: react-admin passes `_` defaults (e.g. inferred resource
  // names) that polyglot prefers to onMissingKey. The server labels are read at each change, as
  // the session may have received them since.
  const dictionary = (locale: Locale, texts: Messages = {}): TranslationMessages => {
    const english = mergeMessages(englishTexts, serverLabels(DEFAULT_LOCALE));
    return (locale === 'en' ? english : [english, texts, serverLabels(locale)].reduce(mergeMessages)) as TranslationMessages;
  };
  const messagesFor = (requested: string): TranslationMessages | Promise<TranslationMessages> => {
    const locale = isOfferedLocale(requested) ? requested : DEFAULT_LOCALE;
    if (locale === 'en') return dictionary(locale);
    const loaded = loadedTexts.get(locale);
    return loaded ? dictionary(locale, loaded) : loadTexts(locale).then((texts) => dictionary(locale, texts));
  };

  const firstLocale: Locale = initialLocale();
  if (firstLocale !== 'en') await loadTexts(firstLocale);
  showDocumentLanguage(firstLocale);
  // The four-argument form: with three, the options are lost on a language change (DESIGN §7).
  const provider = polyglotI18nProvider(messagesFor, firstLocale, availableLanguages(), { allowMissing: true });
  return {
    ...provider,
    async changeLocale(locale: string) {
      await provider.changeLocale(locale);
      if (isOfferedLocale(locale)) rememberLocale(locale);
      showDocumentLanguage(provider.getLocale());
    },
  };
}

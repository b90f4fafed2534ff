// The console's i18nProvider (DESIGN §5): react-admin's base texts, the shell's and the plugins'
// messages, then the server's labels on top. English is the default and the fallback.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { mergeMessages, type PluginRegistry } from '../plugins/registry';
import type { Locale, Messages } from '../plugins/types';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { sp } from './messages/sp';
import { jp } from './messages/jp';
import { zh } from './messages/zh';
import { raSpanish } from './raBase/sp';
import { raJapanese } from './raBase/jp';
import { raChinese } from './raBase/zh';
import { serverLabels } from './serverLabels';
import { availableLanguages, DEFAULT_LOCALE, initialLocale, isOfferedLocale, rememberLocale } from './languages';

export { availableLanguages } from './languages';
export { createTranslator, loadPublicMessages, type Translate } from './translator';

// Every dictionary is small, so all load with the console: the initial language (from the
// session) must be synchronous for polyglotI18nProvider anyway.
const reactAdminTexts: Record<Locale, Messages> = {
  en: englishMessages as unknown as Messages,
  fr: frenchMessages as unknown as Messages,
  sp: raSpanish,
  jp: raJapanese,
  zh: raChinese,
};
const shellTexts: Record<Locale, Messages> = { en, fr, sp, jp, zh };

export function buildI18nProvider(registry: PluginRegistry): I18nProvider {
  const ownTexts = (locale: Locale): Messages =>
    [reactAdminTexts[locale], shellTexts[locale], registry.messages(locale), serverLabels(locale)].reduce(mergeMessages);

  // English sits under every other language, so a key missing there shows its English text. A
  // polyglot onMissingKey would not do: react-admin passes `_` defaults (e.g. inferred resource
  // names) that polyglot prefers to onMissingKey.
  const messagesFor = (requested: string): TranslationMessages => {
    const locale = isOfferedLocale(requested) ? requested : DEFAULT_LOCALE;
    const messages = locale === DEFAULT_LOCALE ? ownTexts(locale) : mergeMessages(ownTexts(DEFAULT_LOCALE), ownTexts(locale));
    return messages as TranslationMessages;
  };

  // The four-argument form: with three, the options are lost on a language change (DESIGN §7).
  const provider = polyglotI18nProvider(messagesFor, initialLocale(), availableLanguages(), { allowMissing: true });
  return {
    ...provider,
    async changeLocale(locale: string) {
      await provider.changeLocale(locale);
      if (isOfferedLocale(locale)) rememberLocale(locale);
    },
  };
}

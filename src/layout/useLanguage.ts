// The console's language, shared by the header switcher and the theme drawer. react-admin's
// i18nProvider remembers it in the session (languageId/languageName); the theme settings keep
// it too, so copied settings carry it.
import { useLocaleState } from 'react-admin';
import { availableLanguages } from '../i18n';
import type { Locale } from '../plugins/types';
import { useThemeSettings } from './theme/ThemeSettingsContext';

export function useLanguage() {
  const [locale, setLocale] = useLocaleState();
  const { updateSettings } = useThemeSettings();
  const changeLanguage = (next: Locale) => {
    setLocale(next);
    updateSettings({ locale: next });
  };
  return { locale: locale as Locale, languages: availableLanguages(), changeLanguage };
}

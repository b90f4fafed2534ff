// Moments and counts in the console's language, as people read them there (every plugin's tables).
import { useLocaleState } from 'react-admin';
import { languageTag } from '../i18n/languages';

export function useDateTime() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

/** A UTC day (YYYY-MM-DD) as a short date in the console's language, e.g. 25 Nov (chart axes). */
export function useShortDay() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(languageTag(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** A count with the language's grouping, e.g. 10,000 in English, 10 000 in French. */
export function useCount() {
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(languageTag(locale), { maximumFractionDigits: 0 });
  return (value: number) => format.format(value);
}

// A moment in the console's language, as people read it there (tables of every plugin).
import { useLocaleState } from 'react-admin';

const BCP47: Record<string, string> = { en: 'en', fr: 'fr', sp: 'es', jp: 'ja', zh: 'zh' };

export function useDateTime() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(BCP47[locale] ?? 'en', { dateStyle: 'medium', timeStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

/** A UTC day (YYYY-MM-DD) as a short date in the console's language, e.g. 25 Nov (chart axes). */
export function useShortDay() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(BCP47[locale] ?? 'en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

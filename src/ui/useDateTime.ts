// A moment in the console's language, as people read it there (tables of every plugin).
import { useLocaleState } from 'react-admin';

const BCP47: Record<string, string> = { en: 'en', fr: 'fr', sp: 'es', jp: 'ja', zh: 'zh' };

export function useDateTime() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(BCP47[locale] ?? 'en', { dateStyle: 'medium', timeStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

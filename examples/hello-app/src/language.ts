// The person's language, from what their browser asks for (Accept-Language), as the platform's UI
// texts name their locales: en, fr, sp (Spanish), jp (Japanese), ch (Chinese).
const LOCALE_OF_LANGUAGE: Record<string, string> = { en: 'en', fr: 'fr', es: 'sp', ja: 'jp', zh: 'ch' };

/** The first language the browser prefers that the platform's texts have; English otherwise. */
export function localeOf(acceptLanguage: string | undefined): string {
  const asked = (acceptLanguage ?? '').split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0], weight: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ language, weight }) => language && weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return asked.map(({ language }) => LOCALE_OF_LANGUAGE[language]).find(Boolean) ?? 'en';
}

/** The HTML lang attribute of a platform locale. */
export const htmlLang = (locale: string) => ({ sp: 'es', jp: 'ja', ch: 'zh' }[locale] ?? locale);

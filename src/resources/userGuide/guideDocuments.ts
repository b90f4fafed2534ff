// The user guide's documents (console-shell.md §2 docs and helppage; docs/decisions.md): Markdown
// files in guide/<locale>/, written in the repo. English lists the chapters, in file-name order; a
// file of the same name in the chosen language replaces its English one, so a chapter without a
// translation is still there, in English.
import type { Locale } from '../../plugins/types';

export interface GuideDocument {
  /** The file name without its order prefix, e.g. `getting-started`; links between documents use it. */
  slug: string;
  /** The document's first heading. */
  title: string;
  markdown: string;
  /** The language the document is written in: the chosen one, or English where no translation exists. */
  locale: Locale;
}

/** The help page's document; every other document is a chapter of the guide. */
export const HELP_SLUG = 'help';

// Eager within this module, which only the guide's lazily loaded pages import.
const files = import.meta.glob<string>('./guide/*/*.md', { query: '?raw', import: 'default', eager: true });

const FILE_PATH = /^\.\/guide\/(\w+)\/(?:\d+-)?([\w-]+)\.md$/;

const entries = Object.entries(files).flatMap(([path, markdown]) => {
  const match = FILE_PATH.exec(path);
  return match ? [{ path, locale: match[1] as Locale, slug: match[2], markdown }] : [];
});

function titleOf(markdown: string): string {
  return /^#\s+(.+)$/m.exec(markdown)?.[1].trim() ?? '';
}

/** Every document (chapters, then help) in the chosen language where it exists, else in English. */
export function guideDocuments(locale: Locale): GuideDocument[] {
  return entries
    .filter((entry) => entry.locale === 'en')
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((english) => {
      const chosen = entries.find((entry) => entry.locale === locale && entry.slug === english.slug) ?? english;
      return { slug: english.slug, title: titleOf(chosen.markdown), markdown: chosen.markdown, locale: chosen.locale };
    })
    .sort((a, b) => Number(a.slug === HELP_SLUG) - Number(b.slug === HELP_SLUG));
}

// Searching the user guide: a document matches when it holds every word of the query (letters of
// any script, case and accents ignored); title matches rank first. Pure, for the unit tests.
import type { GuideDocument } from './guideDocuments';

export interface GuideHit {
  slug: string;
  title: string;
  /** Text around the first match: before, the matched word, after. */
  excerpt: [before: string, match: string, after: string];
}

const EXCERPT_CONTEXT = 60;

/** Markdown reduced to the text a reader sees. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, '')
    .replace(/[#*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case without accents, of the same length, so that positions in it are positions in the text. */
function folded(text: string): string {
  return [...text]
    .map((char) => {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      return plain.length === char.length ? plain : char;
    })
    .join('');
}

export function searchGuide(documents: GuideDocument[], query: string): GuideHit[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return documents
    .map((document) => {
      const text = plainText(document.markdown);
      const foldedText = folded(text);
      if (!words.every((word) => foldedText.includes(word))) return null;
      const at = foldedText.indexOf(words[0]);
      const end = at + words[0].length;
      const start = Math.max(0, at - EXCERPT_CONTEXT);
      const hit: GuideHit = {
        slug: document.slug,
        title: document.title,
        excerpt: [
          (start > 0 ? '…' : '') + text.slice(start, at),
          text.slice(at, end),
          text.slice(end, end + EXCERPT_CONTEXT) + (end + EXCERPT_CONTEXT < text.length ? '…' : ''),
        ],
      };
      return { hit, inTitle: words.some((word) => folded(document.title).includes(word)) };
    })
    .filter((result) => result !== null)
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle))
    .map((result) => result.hit);
}

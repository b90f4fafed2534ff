// The writing direction of a page, for the console and the public pages alike: MUI's theme
// direction alone does not mirror styles, so right to left also needs `dir` on the document and
// an emotion cache that flips the styles (stylis-plugin-rtl).
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

export type Direction = 'ltr' | 'rtl';

const styleCaches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export const styleCacheFor = (direction: Direction): EmotionCache => styleCaches[direction];

/** Screen readers and the browser's own layout (scroll bars, form controls) follow `dir`. */
export function showDocumentDirection(direction: Direction): void {
  document.documentElement.dir = direction;
}

/**
 * Right to left with texts written left to right (none of the console's languages is written right
 * to left): each block of text takes its own direction from its words, so a sentence's closing
 * "。" or "?" stays at its end instead of jumping to the line's other side, and lines up at the
 * right (`end` of a left-to-right paragraph; the RTL style cache flips left and right, not end).
 * For a theme's MuiCssBaseline overrides.
 */
export const textInRightToLeft = {
  'h1, h2, h3, h4, h5, h6, p, a, label, button, li, td, th, legend, .MuiTypography-root, .MuiAlert-message': { unicodeBidi: 'plaintext' },
  'h1, h2, h3, h4, h5, h6, p, li, td, th, legend': { textAlign: 'end' },
} as const;

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

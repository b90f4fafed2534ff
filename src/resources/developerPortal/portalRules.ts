// The developer portal's rules (developer-portal.md §2, §4, §6, §9), kept free of React so they
// are tested on their own.
import type { Flags } from '../../session';
import { hasAnyFlag } from '../../plugins/registry';
import { pagePath } from '../../config/pagePath';
import { APP_KINDS, type AppKind } from '../../../contract/appKinds';
import { addFlag, DELETE_FLAG, flagKind, updateFlag, viewFlag } from '../../../contract/developerPortalFlags';

export const MODULE_TYPES = ['module', 'addModule'] as const;
export type ItemType = AppKind | (typeof MODULE_TYPES)[number];

export const PAGE_SIZES = [10, 20, 50];
export const DESCRIPTION_PREVIEW_MAX = 440;
export const SHOW_MORE_ABOVE = 250;

export const isModuleType = (type: string | null | undefined) => type === 'module' || type === 'addModule';

export const mayView = (flags: Flags, type: string) => hasAnyFlag(flags, [viewFlag(flagKind(type))]);
export const mayAdd = (flags: Flags, type: string) => hasAnyFlag(flags, [addFlag(flagKind(type))]);
export const mayUpdate = (flags: Flags, type: string) => hasAnyFlag(flags, [updateFlag(flagKind(type))]);
export const mayDelete = (flags: Flags) => hasAnyFlag(flags, [DELETE_FLAG]);

/** The tabs the user may see, apps first (the default tab when allowed). */
export const visibleTabs = (flags: Flags): AppKind[] => APP_KINDS.filter((type) => mayView(flags, type));

/** The Add menu's entries: each type the user may add. */
export const addMenuTypes = (flags: Flags): AppKind[] => APP_KINDS.filter((type) => mayAdd(flags, type));

/**
 * The Add dropdown appears once the list has items or while a search is active (§2). The spec
 * counts the developer app among the items ("more than one"); the server hides it, so here one
 * listed item is enough.
 */
export const showAddMenu = (listedTotal: number, searchActive: boolean): boolean => listedTotal > 0 || searchActive;

/** The serial number column continues across pages: row 1 of page 2 at size 10 is 11. */
export const serialNumber = (page: number, perPage: number, indexInPage: number): number =>
  (Math.max(page, 1) - 1) * perPage + indexInPage + 1;

/** 'Showing X-Y of Z items': the bounds of the current page. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(page * perPage, total) };
}

/** The description as plain text: the rich-text HTML's words, never its markup. */
export function descriptionText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The preview: at most 440 characters (439 plus an ellipsis); 'show more' above 250. */
export function descriptionPreview(text: string): { preview: string; showMore: boolean } {
  const preview = text.length > DESCRIPTION_PREVIEW_MAX ? `${text.slice(0, DESCRIPTION_PREVIEW_MAX - 1)}…` : text;
  return { preview, showMore: text.length > SHOW_MORE_ABOVE };
}

/** §4: PUBLISHED becomes UNPUBLISHED; anything else becomes PUBLISHED. */
export const nextPublished = (published: string | null | undefined): 'PUBLISHED' | 'UNPUBLISHED' =>
  published === 'PUBLISHED' ? 'UNPUBLISHED' : 'PUBLISHED';

/** The edit route carries the name in base64 (of its UTF-8 bytes, so any name survives). */
export function encodeName(name: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(name)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeName(encoded: string | null): string {
  if (!encoded) return '';
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

export const portalPage = pagePath('/app/:accountId/developer-app');
export const addItemPage = pagePath('/app/pages/add-app');
export const editItemPage = pagePath('/app/pages/edit-app/:id');

export const portalPath = (accountId: string | number) => portalPage.path({ accountId });
export const addItemPath = (type: ItemType, parentAppId?: number | string) =>
  `${addItemPage.pattern}?type=${type}${parentAppId === undefined ? '' : `&parentAppId=${parentAppId}`}`;
export const editItemPath = (item: { id: number | string; type: string; name: string }) =>
  `${editItemPage.path({ id: item.id })}?type=${encodeURIComponent(item.type)}&name=${encodeURIComponent(encodeName(item.name))}`;

/** Where a logo is shown: an uploaded picture's thumbnail (width 50 or 75), or the URL as given. */
export function logoSource(logo: string | null | undefined, logoType: string | null | undefined, width: 50 | 75): string | undefined {
  if (!logo || logoType === 'FONTAWESOME') return undefined;
  return logoType === 'IMAGE' ? `${logo}${logo.includes('?') ? '&' : '?'}w=${width}` : logo;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/** PNG or JPEG by the file's first bytes, not its name (§5). */
export async function isPngOrJpeg(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const starts = (magic: number[]) => magic.every((b, i) => head[i] === b);
  return starts(PNG_MAGIC) || starts(JPEG_MAGIC);
}

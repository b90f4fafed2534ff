// What both tiers know about page templates and their pages (developer-portal.md §3-§5, §9): the limits
// the server's schemas (contract/pageTemplates.ts) enforce and the console's forms check first, the list's
// sort fields, and the no-change rule of a draft save. No TypeBox here: the console imports this file.

export const PAGE_TEMPLATE_NAME_MAX = 200;
export const PAGE_TEMPLATE_DESCRIPTION_MAX = 2000;

/** The fields the templates list sorts by: the server whitelists them, the console's sortable columns use them. */
export const PAGE_TEMPLATE_SORT_FIELDS = ['name', 'updatedAt', 'id'] as const;
export type PageTemplateSortField = (typeof PAGE_TEMPLATE_SORT_FIELDS)[number];

/** §5: pageName is required, at most 40 characters (the message key says 20; the limit applied is 40). */
export const PAGE_NAME_MAX = 40;
/** Limits of our own (§5 leaves them open): they bound what one save stores, revisions included. */
export const PAGE_DESCRIPTION_MAX = 20_000;
export const PAGE_CATEGORY_MAX = 100;
export const PAGE_COMMENTS_MAX = 10_000;
export const PAGE_CONTENT_MAX = 500_000;
export const PAGE_PREVIEW_DATA_MAX = 100_000;
/** A preview image is a PNG or JPEG data URL of at most this many characters (about 1.5 MB of image). */
export const PREVIEW_IMAGE_MAX = 2_000_000;
const PREVIEW_IMAGE_PATTERN = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Whether a preview image is a PNG or JPEG data URL within the size limit ('' is no image). */
export const isPreviewImage = (value: string): boolean => value.length <= PREVIEW_IMAGE_MAX && PREVIEW_IMAGE_PATTERN.test(value);

export const PAGE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The pages lists sort by these (the `sort=field,asc` dialect). */
export const TEMPLATE_PAGE_SORT_FIELDS = ['pageName', 'updatedAt', 'id'] as const;
export type TemplatePageSortField = (typeof TEMPLATE_PAGE_SORT_FIELDS)[number];

/** §9: the live preview follows the editor 2000 ms after typing stops. */
export const LIVE_PREVIEW_DEBOUNCE_MS = 2000;

/** §4: the fields whose change makes a draft save a change; saving with none of them changed saves nothing. */
export const PAGE_CHANGE_FIELDS = ['content', 'dataForPreview', 'pageName', 'description', 'comments', 'status'] as const;
export type PageChangeFields = Record<(typeof PAGE_CHANGE_FIELDS)[number], string>;

/** Whether a save of `next` over `saved` changes nothing §4 counts. */
export function pageUnchanged(saved: PageChangeFields, next: PageChangeFields): boolean {
  return PAGE_CHANGE_FIELDS.every((field) => (saved[field] ?? '') === (next[field] ?? ''));
}

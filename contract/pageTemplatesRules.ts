// What both tiers know about a page template: the limits the server's schemas (contract/pageTemplates.ts)
// enforce and the console's form checks first, and the list's sort fields. No TypeBox here.

export const PAGE_TEMPLATE_NAME_MAX = 200;
export const PAGE_TEMPLATE_DESCRIPTION_MAX = 2000;

/** The fields the list sorts by: the server whitelists them, the console's sortable columns use them. */
export const PAGE_TEMPLATE_SORT_FIELDS = ['name', 'updatedAt', 'id'] as const;
export type PageTemplateSortField = (typeof PAGE_TEMPLATE_SORT_FIELDS)[number];

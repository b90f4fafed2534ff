// What both tiers know about a email template: the limits the server's schemas (contract/emailTemplates.ts)
// enforce and the console's form checks first, and the list's sort fields. No TypeBox here.

export const EMAIL_TEMPLATE_NAME_MAX = 200;
export const EMAIL_TEMPLATE_DESCRIPTION_MAX = 2000;

/** The fields the list sorts by: the server whitelists them, the console's sortable columns use them. */
export const EMAIL_TEMPLATE_SORT_FIELDS = ['name', 'updatedAt', 'id'] as const;
export type EmailTemplateSortField = (typeof EMAIL_TEMPLATE_SORT_FIELDS)[number];

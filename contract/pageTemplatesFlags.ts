// The pageTemplates domain's permission flags, declared once: the server's guards, the AdminApp catalog
// (server/src/seed/platformCatalog.ts) and the console's page, menu entry and access rule use them.
// Owners hold them through allpermissions. No TypeBox here: the console imports this file.

/** Reading page templates: the list and one page template. */
export const VIEW_PAGE_TEMPLATES = 'view_page_templates';
/** Creating, changing and deleting page templates (and reading them). */
export const EDIT_PAGE_TEMPLATES = 'edit_page_templates';

/** Who may read page templates: either flag. */
export const READ_PAGE_TEMPLATES_FLAGS = [VIEW_PAGE_TEMPLATES, EDIT_PAGE_TEMPLATES];

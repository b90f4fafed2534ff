// The emailTemplates domain's permission flags, declared once: the server's guards, the AdminApp catalog
// (server/src/seed/platformCatalog.ts) and the console's page, menu entry and access rule use them.
// Owners hold them through allpermissions. No TypeBox here: the console imports this file.

/** Reading email templates: the list and one email template. */
export const VIEW_EMAIL_TEMPLATES = 'view_email_templates';
/** Creating, changing and deleting email templates (and reading them). */
export const EDIT_EMAIL_TEMPLATES = 'edit_email_templates';

/** Who may read email templates: either flag. */
export const READ_EMAIL_TEMPLATES_FLAGS = [VIEW_EMAIL_TEMPLATES, EDIT_EMAIL_TEMPLATES];

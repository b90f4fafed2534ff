// The emailTemplates domain's permission flags, declared once: the server's guards, the AdminApp catalog
// (server/src/seed/platformCatalog.ts) and the console's instance section use them. They govern an app
// INSTANCE's templates (the subscribing account's); an app's own templates follow the app kind's
// view_/update_ flags as its other developer tabs do (contract/developerPortalFlags.ts). Owners hold
// them through allpermissions. No TypeBox here: the console imports this file.

/** Reading an instance's email templates. */
export const VIEW_EMAIL_TEMPLATES = 'view_email_templates';
/** Creating, changing, deleting and test-sending an instance's email templates (and reading them). */
export const EDIT_EMAIL_TEMPLATES = 'edit_email_templates';

/** Who may read an instance's email templates: either flag. */
export const READ_EMAIL_TEMPLATES_FLAGS = [VIEW_EMAIL_TEMPLATES, EDIT_EMAIL_TEMPLATES];

import { pagePath } from '../../config/pagePath';

/** The email templates page, in the selected account: `emailTemplatesPage.path({ accountId })`. */
export const emailTemplatesPage = pagePath('/app/:accountId/email-templates');

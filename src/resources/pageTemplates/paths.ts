import { pagePath } from '../../config/pagePath';

/** The page templates page, in the selected account: `pageTemplatesPage.path({ accountId })`. */
export const pageTemplatesPage = pagePath('/app/:accountId/page-templates');

import { pagePath } from '../../config/pagePath';

/** The page templates page, in the selected account: `pageTemplatesPage.path({ accountId })`. */
export const pageTemplatesPage = pagePath('/app/:accountId/page-templates');
/** §2: a template page's preview, opened in a new tab (the rendered page the editor handed over). */
export const pagePreviewPage = pagePath('/templates/:templateId/pages/preview');
/** §2: a page's preview image, opened in a new tab. */
export const pageImagePage = pagePath('/templates/:templateId/pages/previewimage');

import { pagePath } from '../../config/pagePath';

/** The page templates page, in the selected account: `pageTemplatesPage.path({ accountId })`. */
export const pageTemplatesPage = pagePath('/app/:accountId/page-templates');
/** Adding a template: `kind` is `app` or `instance` (templates of an app, or of an app instance). */
export const templateCreatePage = pagePath('/app/:accountId/page-templates/:kind/create');
/** Changing a template. */
export const templateEditPage = pagePath('/app/:accountId/page-templates/:kind/:id');
/** §2: a template page's preview, opened in a new tab (the rendered page the editor handed over). */
export const pagePreviewPage = pagePath('/templates/:templateId/pages/preview');
/** §2: a page's preview image, opened in a new tab. */
export const pageImagePage = pagePath('/templates/:templateId/pages/previewimage');

// The marketplace's pages (developer-portal.md §2; public contract, spelt as the spec spells them).
import { pagePath } from '../../config/pagePath';

export const marketplacePage = pagePath('/app/:accountId/market-place');
export const appDetailPage = pagePath('/app/:accountId/:appId/detialPage');
/** Also the subscription detail page: a subscription's id is its app instance's id. */
export const instanceDetailPage = pagePath('/app/:accountId/:appId/:appInstanceId/detialPage');
export const instanceSettingsPage = pagePath('/app/:accountId/:appId/:appInstanceId/settings');
export const formConfigurationPage = pagePath('/app/:accountId/:appId/form-configuration');

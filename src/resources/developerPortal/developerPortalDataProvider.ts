// The developer portal's resource, served by its declared routes (contract/developerPortalRoutes.ts),
// plus its named calls: the portal's status, subscribing to it (register the developer app, then
// subscribe with term ALLTIME), and logo uploads to the storage service. Named calls take the
// resource first (DESIGN §7).
import type { DataProvider, GetListParams } from 'react-admin';
import { declaredResourceProvider } from '../../dataProviders/declaredResource';
import { callDeclared } from '../../dataProviders/declaredCall';
import { request } from '../../dataProviders/httpClient';
import { trackActivity } from '../../dataProviders/activityTracker';
import type { SessionScope } from '../../session';
import { serviceUrl } from '../../config/services';
import { DEVELOPER_APP_TYPE, developerAppName } from '../../../contract/appKinds';
import type { AppBody, DeveloperAppStatus } from '../../../contract/developerPortal';
import { appRoutes, portalRoutes } from '../../../contract/developerPortalRoutes';
import { marketplaceRoutes } from '../../../contract/marketplaceRoutes';

export const DEVELOPER_APPS_RESOURCE = 'developerApps';
/** §3: the default developer app's logo (logoType URL): the console's own mark. */
const DEVELOPER_APP_LOGO = `${window.location.origin}${import.meta.env.BASE_URL}favicon.svg`;

export interface DeveloperPortalDataProvider extends DataProvider {
  /** The account's developer app, or null when it has none (the portal was never subscribed). */
  portalStatus(resource: string): Promise<DeveloperAppStatus | null>;
  /** Registers DeveloperApp_{accountId} when missing, then subscribes the account to it for ALLTIME. */
  subscribePortal(resource: string, params: { existing: DeveloperAppStatus | null }): Promise<void>;
  /** Uploads a PNG/JPEG logo, telling the share sent so far (0 to 1); answers the URL to store as the logo (logoType IMAGE). */
  uploadLogo(resource: string, params: { file: File; onProgress: (sent: number) => void }): Promise<string>;
}

export function createDeveloperPortalDataProvider(scope: SessionScope): DeveloperPortalDataProvider {
  const items = declaredResourceProvider({
    list: appRoutes.list, getOne: appRoutes.get, create: appRoutes.create, update: appRoutes.update, delete: appRoutes.remove,
  });
  const accountId = () => Number(scope().accountId) || undefined;
  return {
    ...items,
    // The list names the selected account (read at call time, so an account switch lists the new one's).
    getList: (resource: string, params: GetListParams) =>
      items.getList(resource, { ...params, filter: { ...params.filter, accountId: accountId() } }),
    async portalStatus() {
      try {
        return await callDeclared(portalRoutes.developerApp, {
          query: { appName: developerAppName(scope().accountId), accountId: accountId() },
        });
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    async subscribePortal(_resource, { existing }) {
      const { accountId: account, userId: user, userType } = scope();
      const userId = Number(user) || undefined;
      let appId = existing?.id;
      if (appId === undefined) {
        const parent = await callDeclared(portalRoutes.parentApp, { query: { appName: 'AdminApp' } });
        // The spec's registration body: the server ignores the fields it records itself (developer account, users).
        const body = {
          name: developerAppName(account), description: 'Developer App', status: 'ACTIVE', type: DEVELOPER_APP_TYPE,
          developerAccountId: Number(account), logo: DEVELOPER_APP_LOGO, logoType: 'URL',
          userCreated: userId, userUpdated: userId, parentAppId: parent.id,
        } as AppBody;
        appId = (await callDeclared(appRoutes.create, { body })).data.id;
      }
      await callDeclared(marketplaceRoutes.changeSubscription, {
        query: { userType: userType || undefined },
        body: {
          accountId: Number(account), appId, status: 'ACTIVE', subscriptionTerm: 'ALLTIME', subscriptionRenewalTerm: null,
          name: developerAppName(account), type: DEVELOPER_APP_TYPE, id: existing?.appInstanceId ?? null,
        },
      });
      trackActivity({ key: 'developerPortal.subscribed', event: 'subscribe', status: 'success', action: 'create' });
    },
    // The storage service's upload (another domain's route, not declared here).
    async uploadLogo(_resource, { file, onProgress }) {
      const { json } = await request<{ url: string }>('storage', '/images', {
        method: 'POST', body: file, onUploadProgress: ({ progress }) => onProgress(progress ?? 0),
      });
      trackActivity({ key: 'image.uploaded', event: 'upload', status: 'success', action: 'create' });
      return serviceUrl('storage', json.url);
    },
  };
}

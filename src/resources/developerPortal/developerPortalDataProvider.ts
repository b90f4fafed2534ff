// The developer portal's resource, served by its declared routes (contract/developerPortalRoutes.ts),
// plus its named calls: subscribing to the portal (register the developer app, then subscribe with
// term ALLTIME), and logo uploads to the storage service. Named calls take the resource first
// (DESIGN §7). The portal's status is a resource of its own, one record per account.
import type { DataProvider, GetListParams } from 'react-admin';
import { declaredResourceProvider } from '../../dataProviders/declaredResource';
import { viewProvider } from '../../dataProviders/viewProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { request } from '../../dataProviders/httpClient';
import type { SessionScope } from '../../session';
import { serviceUrl } from '../../config/services';
import { DEVELOPER_APP_TYPE, developerAppName } from '../../../contract/appKinds';
import type { AppBody, AppView, DeveloperAppStatus } from '../../../contract/developerPortal';
import { appRoutes, portalRoutes } from '../../../contract/developerPortalRoutes';
import { marketplaceRoutes } from '../../../contract/marketplaceRoutes';
import { topicOfRouteName } from '../../../contract/liveChangesRules';

export const DEVELOPER_APPS_RESOURCE = 'developerApps';
/** The route table apps are changed through: what their edit locks name (record 0414). */
export const APPS_TOPIC = topicOfRouteName(appRoutes.update.name!);
export const PORTAL_STATUS_RESOURCE = 'developerPortalStatus';
/** §3: the default developer app's logo (logoType URL): the console's own mark. */
const DEVELOPER_APP_LOGO = `${window.location.origin}${import.meta.env.BASE_URL}favicon.svg`;

/** The portal's status, the record of the account it is read for (its id the account's). */
export interface PortalStatus {
  id: string;
  /** The account's developer app, or null when it has none (the portal was never subscribed). */
  developerApp: DeveloperAppStatus | null;
}

/** The selected account, read at call time (an account switch reads the new one's). */
const accountIdOf = (scope: SessionScope) => Number(scope().accountId) || undefined;

async function developerAppOf(scope: SessionScope): Promise<DeveloperAppStatus | null> {
  try {
    return await callDeclared(portalRoutes.developerApp, {
      query: { appName: developerAppName(scope().accountId), accountId: accountIdOf(scope) },
    });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** The selected account's portal status, read with useGetOne under the account's id. */
export const portalStatusProvider = (scope: SessionScope): DataProvider =>
  viewProvider(PORTAL_STATUS_RESOURCE, async () => ({ developerApp: await developerAppOf(scope) }));

export interface DeveloperPortalDataProvider extends DataProvider {
  /** Registers DeveloperApp_{accountId} when missing, then subscribes the account to it for ALLTIME. */
  subscribePortal(resource: string, params: { existing: DeveloperAppStatus | null }): Promise<void>;
  /** Uploads a PNG/JPEG logo, telling the share sent so far (0 to 1); answers the URL to store as the logo (logoType IMAGE). */
  uploadLogo(resource: string, params: { file: File; onProgress: (sent: number) => void }): Promise<string>;
}

export function createDeveloperPortalDataProvider(scope: SessionScope): DeveloperPortalDataProvider {
  const items = declaredResourceProvider({
    list: appRoutes.list, getOne: appRoutes.get, create: appRoutes.create, update: appRoutes.update, delete: appRoutes.remove,
    // A save names the time the app was saved at when read: one saved since is not overwritten (409).
    version: (item) => (item as AppView).updatedAt,
  });
  return {
    ...items,
    // The list names the selected account (read at call time, so an account switch lists the new one's).
    getList: (resource: string, params: GetListParams) =>
      items.getList(resource, { ...params, filter: { ...params.filter, accountId: accountIdOf(scope) } }),
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
    },
    // The storage service's upload (another domain's route, not declared here).
    async uploadLogo(_resource, { file, onProgress }) {
      const { json } = await request<{ url: string }>('storage', '/images', {
        method: 'POST', body: file, onUploadProgress: ({ progress }) => onProgress(progress ?? 0),
      });
      return serviceUrl('storage', json.url);
    },
  };
}

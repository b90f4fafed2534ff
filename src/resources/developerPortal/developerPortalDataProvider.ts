// The developer portal's resource on the developerApp service, plus its named calls: the portal's
// status, subscribing to it (register the developer app, then subscribe with term ALLTIME), and
// logo uploads to the storage service. Named calls take the resource first (DESIGN §7).
import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import type { EndpointMapping } from '../../plugins/types';
import { pagedServiceProvider } from '../../dataProviders/pagedServiceProvider';
import { request } from '../../dataProviders/httpClient';
import { trackActivity } from '../../dataProviders/activityTracker';
import type { SessionScope } from '../../session';
import { serviceUrl } from '../../config/services';
import { DEVELOPER_APP_TYPE, developerAppName } from '../../../contract/appKinds';
import type { AppView, DeveloperAppStatus } from '../../../contract/developerPortal';

export const DEVELOPER_APPS_RESOURCE = 'developerApps';
/** §3: the default developer app's logo (logoType URL): the console's own mark. */
const DEVELOPER_APP_LOGO = `${window.location.origin}${import.meta.env.BASE_URL}favicon.svg`;



const endpoints = (scope: SessionScope): EndpointMapping => ({
  service: 'developerApp',
  list: {
    path: '/apps',
    dialect: 'sortfield',
    query: ({ filter }: GetListParams) => ({ accountId: scope().accountId || undefined, type: filter?.type, parentAppId: filter?.parentAppId }),
  },
  getOne: (id) => `/app/${id}`,
  create: '/app',
  update: (id) => `/app/${id}`,
  delete: (id) => `/app/${id}`,
  recordField: 'data',
});

export interface DeveloperPortalDataProvider extends DataProvider {
  /** The account's developer app, or null when it has none (the portal was never subscribed). */
  portalStatus(resource: string): Promise<DeveloperAppStatus | null>;
  /** Registers DeveloperApp_{accountId} when missing, then subscribes the account to it for ALLTIME. */
  subscribePortal(resource: string, params: { existing: DeveloperAppStatus | null }): Promise<void>;
  /** Uploads a PNG/JPEG logo, telling the share sent so far (0 to 1); answers the URL to store as the logo (logoType IMAGE). */
  uploadLogo(resource: string, params: { file: File; onProgress: (sent: number) => void }): Promise<string>;
}

export function createDeveloperPortalDataProvider(scope: SessionScope): DeveloperPortalDataProvider {
  const paged = pagedServiceProvider(endpoints(scope));
  return {
    ...paged,
    // GET /app/{id} answers the record itself, not { data }.
    getOne: async (_resource, { id }: { id: Identifier }) => {
      const { json } = await request<AppView>('developerApp', `/app/${id}`);
      return { data: json as never };
    },
    async portalStatus() {
      const { accountId } = scope();
      try {
        const { json } = await request<DeveloperAppStatus>('developerApp', '/developerApp', {
          query: { appName: developerAppName(accountId), accountId },
        });
        return json;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    async subscribePortal(_resource, { existing }) {
      const { accountId, userId: user, userType } = scope();
      const userId = Number(user) || undefined;
      let appId = existing?.id;
      if (appId === undefined) {
        const { json: parent } = await request<{ id: number }>('developerApp', '/parent-app', { query: { appName: 'AdminApp' } });
        const { json } = await request<{ data: AppView }>('developerApp', '/app', {
          method: 'POST',
          body: {
            name: developerAppName(accountId), description: 'Developer App', status: 'ACTIVE', type: DEVELOPER_APP_TYPE,
            developerAccountId: Number(accountId), logo: DEVELOPER_APP_LOGO, logoType: 'URL',
            userCreated: userId, userUpdated: userId, parentAppId: parent.id,
          },
        });
        appId = json.data.id;
      }
      await request<{ message: string; data: { status: string } }>('developerApp', '/accountAppInstance', {
        method: 'POST',
        query: { userType: userType || undefined },
        body: {
          accountId: Number(accountId), appId, status: 'ACTIVE', subscriptionTerm: 'ALLTIME', subscriptionRenewalTerm: null,
          name: developerAppName(accountId), type: DEVELOPER_APP_TYPE, id: existing?.appInstanceId ?? null,
        },
      });
      trackActivity({ key: 'developerPortal.subscribed', event: 'subscribe', status: 'success', action: 'create' });
    },
    async uploadLogo(_resource, { file, onProgress }) {
      const { json } = await request<{ url: string }>('storage', '/images', {
        method: 'POST', body: file, onUploadProgress: ({ progress }) => onProgress(progress ?? 0),
      });
      trackActivity({ key: 'image.uploaded', event: 'upload', status: 'success', action: 'create' });
      return serviceUrl('storage', json.url);
    },
  };
}

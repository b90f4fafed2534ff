// My Apps' calls (developer-portal.md §7 "Apps and subscriptions", console-shell.md §7).
import { request } from '../../dataProviders/httpClient';
import { session } from '../../authProvider/session';
import type { Subscription } from '../../../contract/marketplace';
import type { AppLoginReply } from '../../../contract/myApps';

export interface SubscribedAppsPage {
  content: Subscription[];
  totalElements: number;
}

/** The most apps one call lists; with more, the menu's search narrows them on the server. */
export const SUBSCRIBED_APPS_PAGE = 100;

export const myAppsApi = {
  async subscribedApps(query: string): Promise<SubscribedAppsPage> {
    const accountId = session.get('accountId') ?? '';
    return (await request<SubscribedAppsPage>('developerApp', '/subscribedApps', {
      query: { accountId, query: query || undefined, page: 0, size: SUBSCRIBED_APPS_PAGE },
    })).json;
  },
  async rolesInInstance(appInstanceId: number): Promise<{ id: number; roleName: string }[]> {
    return (await request<{ id: number; roleName: string }[]>('developerApp', '/accountUser-appInstance-role', {
      query: { accountUserId: session.get('accountUserId') ?? '', appInstanceId },
    })).json;
  },
  /** A single-use code for the app, bound to this subscription; `code` is the current time in ms. */
  async appLogin(app: Subscription): Promise<AppLoginReply> {
    const body = {
      username: session.get('username'),
      userId: Number(session.get('userId')),
      accountId: Number(session.get('accountId')),
      accountUserId: Number(session.get('accountUserId')),
      businessName: session.get('businessName') ?? undefined,
      accountCode: session.get('accountCode') ?? undefined,
      appInstanceId: app.appInstanceId,
      subscriptionId: app.subscriptionId,
      appId: app.appId,
    };
    return (await request<AppLoginReply>('auth', '/appLoginAuthentication', { method: 'POST', query: { code: Date.now() }, body })).json;
  },
};

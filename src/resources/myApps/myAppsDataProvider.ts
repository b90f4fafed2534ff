// My Apps' named calls (developer-portal.md §7 "Apps and subscriptions", console-shell.md §7), on
// the resource's data provider (DESIGN §7); the components' hooks pass the session's values.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import type { SessionValues } from '../../session';
import type { Subscription } from '../../../contract/marketplace';
import type { AppLoginReply } from '../../../contract/myApps';
import type { ListPage } from '../../../contract/paging';

export const MY_APPS_RESOURCE = 'myApps';

/** The most apps one call lists; with more, the menu's search narrows them on the server. */
export const SUBSCRIBED_APPS_PAGE = 100;

/** Who opens the app: the signed-in user in the selected account. */
export type AppUser = Pick<SessionValues, 'username' | 'userId' | 'accountId' | 'accountUserId' | 'businessName' | 'accountCode'>;

export const myAppsDataProvider = namedCallsProvider(MY_APPS_RESOURCE, {
  async subscribedApps(_resource: string, { accountId, query }: { accountId: string; query: string }): Promise<ListPage<Subscription>> {
    return (await request<ListPage<Subscription>>('developerApp', '/subscribedApps', {
      query: { accountId, query: query || undefined, page: 0, size: SUBSCRIBED_APPS_PAGE },
    })).json;
  },
  async rolesInInstance(
    _resource: string,
    { accountUserId, appInstanceId }: { accountUserId: string; appInstanceId: number },
  ): Promise<{ id: number; roleName: string }[]> {
    return (await request<{ id: number; roleName: string }[]>('developerApp', '/accountUser-appInstance-role', {
      query: { accountUserId, appInstanceId },
    })).json;
  },
  /** A single-use code for the app, bound to this subscription; `code` is the current time in ms. */
  async appLogin(_resource: string, { app, user }: { app: Subscription; user: AppUser }): Promise<AppLoginReply> {
    const body = {
      username: user.username || null,
      userId: Number(user.userId),
      accountId: Number(user.accountId),
      accountUserId: Number(user.accountUserId),
      businessName: user.businessName || undefined,
      accountCode: user.accountCode || undefined,
      appInstanceId: app.appInstanceId,
      subscriptionId: app.subscriptionId,
      appId: app.appId,
    };
    return (await request<AppLoginReply>('auth', '/appLoginAuthentication', { method: 'POST', query: { code: Date.now() }, body })).json;
  },
});

export type MyAppsDataProvider = typeof myAppsDataProvider;

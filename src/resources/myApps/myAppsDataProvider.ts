// My Apps' resource (developer-portal.md §7 "Apps and subscriptions", console-shell.md §7): the
// account's subscribed apps are its records, listed with useGetList; opening one takes two named
// calls (DESIGN §7). The components' hooks pass the session's values. Each calls its route by its
// declaration: the subscriptions are the marketplace's, the roles held the roles domain's, the app
// login My Apps' own.
import type { GetListParams } from 'react-admin';
import { recordsProvider } from '../../dataProviders/recordsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { declaredResourceProvider } from '../../dataProviders/declaredResource';
import type { SessionValues } from '../../session';
import type { Subscription } from '../../../contract/marketplace';
import type { AppLoginReply } from '../../../contract/myApps';
import type { HeldRole } from '../../../contract/roles';
import { isDeveloperApp } from '../../../contract/appKinds';
import { marketplaceRoutes } from '../../../contract/marketplaceRoutes';
import { myAppsRoutes } from '../../../contract/myAppsRoutes';
import { heldRoleRoutes } from '../../../contract/rolesRoutes';

export const MY_APPS_RESOURCE = 'myApps';

/** The most apps one call lists; with more, the menu's search narrows them on the server. */
export const SUBSCRIBED_APPS_PAGE = 100;

/** Who opens the app: the signed-in user in the selected account. */
export type AppUser = Pick<SessionValues, 'username' | 'userId' | 'accountId' | 'accountUserId' | 'businessName' | 'accountCode'>;

const subscribedApps = declaredResourceProvider({ list: marketplaceRoutes.subscribedApps });

/**
 * The subscribed apps of the filter's `accountId`, searched by its `q`; the developer's own app is never
 * listed in My Apps (console-shell.md §2), whatever the server sends.
 */
async function getList(resource: string, params: GetListParams) {
  const page = await subscribedApps.getList<Subscription>(resource, params);
  const data = page.data.filter((app) => !isDeveloperApp(app));
  return { data, total: (page.total ?? 0) - (page.data.length - data.length) };
}

const namedCalls = {
  async rolesInInstance(
    _resource: string,
    { accountUserId, appInstanceId }: { accountUserId: string; appInstanceId: number },
  ): Promise<HeldRole[]> {
    return callDeclared(heldRoleRoutes.rolesInInstance, { query: { accountUserId: Number(accountUserId), appInstanceId } });
  },
  /** A single-use code for the app, bound to this subscription; `code` is the current time in ms. */
  async appLogin(_resource: string, { app, user }: { app: Subscription; user: AppUser }): Promise<AppLoginReply> {
    const body = {
      username: user.username,
      userId: Number(user.userId),
      accountId: Number(user.accountId),
      accountUserId: Number(user.accountUserId),
      businessName: user.businessName || undefined,
      accountCode: user.accountCode || undefined,
      appInstanceId: app.appInstanceId,
      subscriptionId: app.subscriptionId,
      appId: app.appId,
    };
    return callDeclared(myAppsRoutes.appLogin, { query: { code: String(Date.now()) }, body });
  },
};

export const myAppsDataProvider = recordsProvider(MY_APPS_RESOURCE, { getList }, namedCalls);

export type MyAppsDataProvider = typeof myAppsDataProvider;

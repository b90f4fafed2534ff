// My Apps' named calls (developer-portal.md §7 "Apps and subscriptions", console-shell.md §7), on
// the resource's data provider (DESIGN §7); the components' hooks pass the session's values. Each
// calls its route by its declaration: the subscriptions are the marketplace's, the roles held the
// roles domain's, the app login My Apps' own. The apps are a card grid read with react-query.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import type { SessionValues } from '../../session';
import type { Subscription } from '../../../contract/marketplace';
import type { AppLoginReply } from '../../../contract/myApps';
import type { HeldRole } from '../../../contract/roles';
import type { ListPage } from '../../../contract/paging';
import { marketplaceRoutes } from '../../../contract/marketplaceRoutes';
import { myAppsRoutes } from '../../../contract/myAppsRoutes';
import { heldRoleRoutes } from '../../../contract/rolesRoutes';

export const MY_APPS_RESOURCE = 'myApps';

/** The most apps one call lists; with more, the menu's search narrows them on the server. */
export const SUBSCRIBED_APPS_PAGE = 100;

/** Who opens the app: the signed-in user in the selected account. */
export type AppUser = Pick<SessionValues, 'username' | 'userId' | 'accountId' | 'accountUserId' | 'businessName' | 'accountCode'>;

export const myAppsDataProvider = namedCallsProvider(MY_APPS_RESOURCE, {
  async subscribedApps(_resource: string, { accountId, query }: { accountId: string; query: string }): Promise<ListPage<Subscription>> {
    return callDeclared(marketplaceRoutes.subscribedApps, {
      query: { accountId: Number(accountId), query: query || undefined, page: 0, size: SUBSCRIBED_APPS_PAGE },
    });
  },
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
});

export type MyAppsDataProvider = typeof myAppsDataProvider;

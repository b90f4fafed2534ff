// The marketplace domain's routes (developer-portal.md §7 "Apps and subscriptions"), declared once:
// the server mounts them from here and the console calls them by these names (routeTable.ts). What
// each takes and answers are the TypeBox schemas of contract/marketplace.ts, named by type only. The
// lists are card grids paged by the console (no sort), hence no paging dialect.
import type {
  InstanceBody, InstanceIdParams, PublishedAppPage, PublishedAppsQuery, SubscribeQuery, SubscribedAppsQuery,
  Subscription, SubscriptionChanged, SubscriptionPage,
} from './marketplace';
import { namedRoutes, route } from './routeTable';
import { VIEW_FLAGS } from './developerPortalFlags';
import { MARKETPLACE_FLAG, SUBSCRIBE_FLAGS } from './marketplaceFlags';
import { MY_APPS_FLAGS } from './myAppsFlags';

const service = 'developerApp';
/** My Apps and the marketplace both show the account's subscriptions. */
const SUBSCRIPTION_READERS = [...MY_APPS_FLAGS, MARKETPLACE_FLAG];

export const marketplaceRoutes = namedRoutes('marketplace', {
  /** Published apps any account may subscribe to, with whether the caller's account is subscribed. */
  publishedApps: route<{ query: typeof PublishedAppsQuery; response: typeof PublishedAppPage }>({
    service, method: 'GET', path: '/publishedApps', flags: [MARKETPLACE_FLAG],
  }),
  /** The account's ACTIVE subscriptions of the kinds the caller may view. */
  subscribedApps: route<{ query: typeof SubscribedAppsQuery; response: typeof SubscriptionPage }>({
    service, method: 'GET', path: '/subscribedApps', flags: SUBSCRIPTION_READERS,
  }),
  appInstance: route<{ params: typeof InstanceIdParams; response: typeof Subscription }>({
    service, method: 'GET', path: '/app/appInstance/:id', flags: SUBSCRIPTION_READERS,
  }),
  /** Subscribes (status ACTIVE) or unsubscribes (INACTIVE) the caller's account. */
  changeSubscription: route<{ query: typeof SubscribeQuery; body: typeof InstanceBody; response: typeof SubscriptionChanged }>({
    service, method: 'POST', path: '/accountAppInstance', flags: [...VIEW_FLAGS, ...SUBSCRIBE_FLAGS], recordsActivity: true,
  }),
});

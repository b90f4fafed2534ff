// The marketplace's calls (developer-portal.md §7 "Apps and subscriptions"), as named calls of the
// marketplace resource's data provider (DESIGN §7); the pages pass the account and the user. The
// lists are card grids read with react-query, not react-admin lists. Every call is by declaration:
// the marketplace's own routes (contract/marketplaceRoutes.ts), and the settings forms' routes, which
// are the developer portal's (contract/developerPortalRoutes.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import type { SessionValues } from '../../session';
import type { AppSettings, InstanceSettings } from '../../../contract/developerPortal';
import type { PublishedApp, Subscription } from '../../../contract/marketplace';
import type { Environment, SubscriptionTerm } from '../../../contract/marketplaceRules';
import type { ListPage } from '../../../contract/paging';
import { marketplaceRoutes } from '../../../contract/marketplaceRoutes';
import { settingsRoutes } from '../../../contract/developerPortalRoutes';

export const MARKETPLACE_RESOURCE = 'marketplaceApps';

export type JsonObject = Record<string, unknown>;

export interface SubscriptionChange {
  app: { appId: number; name: string; type: string };
  status: 'ACTIVE' | 'INACTIVE';
  subscriptionTerm?: SubscriptionTerm;
  environment?: Environment;
}

/** Who subscribes: the selected account and the signed-in user. */
export type Subscriber = Pick<SessionValues, 'accountId' | 'userId' | 'userType'>;

/** A page of the marketplace's lists, with the search text. */
interface AppsQuery {
  query?: string;
  page: number;
  size: number;
}

const publishedApps = (accountId: string, params: AppsQuery & { appId?: number }): Promise<ListPage<PublishedApp>> =>
  callDeclared(marketplaceRoutes.publishedApps, {
    query: { accountId: Number(accountId), published: 'PUBLISHED', type: 'app', ...params, query: params.query || undefined },
  });

export const marketplaceDataProvider = namedCallsProvider(MARKETPLACE_RESOURCE, {
  async publishedApps(_resource: string, { accountId, ...params }: AppsQuery & { accountId: string }): Promise<ListPage<PublishedApp>> {
    return publishedApps(accountId, params);
  },
  async subscribedApps(_resource: string, { accountId, ...params }: AppsQuery & { accountId: string }): Promise<ListPage<Subscription>> {
    return callDeclared(marketplaceRoutes.subscribedApps, {
      query: { accountId: Number(accountId), type: 'app', ...params, query: params.query || undefined },
    });
  },
  /** The published app, or null when it is not (or no longer) in the marketplace. */
  async publishedApp(_resource: string, { accountId, appId }: { accountId: string; appId: number }): Promise<PublishedApp | null> {
    return (await publishedApps(accountId, { appId, page: 0, size: 1 })).content[0] ?? null;
  },
  async appInstance(_resource: string, { id }: { id: number }): Promise<Subscription> {
    return callDeclared(marketplaceRoutes.appInstance, { params: { id } });
  },
  async changeSubscription(
    _resource: string,
    { change: { app, status, subscriptionTerm, environment }, subscriber }: { change: SubscriptionChange; subscriber: Subscriber },
  ) {
    const body = {
      accountId: Number(subscriber.accountId), appId: app.appId, status, name: app.name, type: app.type,
      subscriptionTerm, subscriptionRenewalTerm: subscriptionTerm, environment,
      userCreated: subscriber.userId || null, userUpdated: subscriber.userId || null,
    };
    return callDeclared(marketplaceRoutes.changeSubscription, { query: { userType: subscriber.userType || undefined }, body });
  },
  async appSettings(_resource: string, { appId }: { appId: number }): Promise<AppSettings> {
    return callDeclared(settingsRoutes.appForm, { params: { id: appId } });
  },
  async saveAppSettings(
    _resource: string,
    { appId, settingsSchema, settingsDefaultValues, userId }: { appId: number; settingsSchema: JsonObject; settingsDefaultValues: JsonObject | null; userId: string },
  ) {
    return callDeclared(settingsRoutes.replaceAppForm, {
      params: { id: appId }, body: { settingsSchema, settingsDefaultValues, userUpdated: Number(userId) },
    });
  },
  async instanceSettings(_resource: string, { appInstanceId }: { appInstanceId: number }): Promise<InstanceSettings> {
    return callDeclared(settingsRoutes.instanceSettings, { params: { appInstanceId } });
  },
  async saveInstanceSettings(
    _resource: string,
    { appInstanceId, change }: { appInstanceId: number; change: { settingsValues?: JsonObject; customSettings?: JsonObject | null } },
  ) {
    return callDeclared(settingsRoutes.saveInstanceSettings, { params: { appInstanceId }, body: change });
  },
});

export type MarketplaceDataProvider = typeof marketplaceDataProvider;

// The marketplace's records (developer-portal.md §7 "Apps and subscriptions"), as react-admin
// resources read with useGetList/useGetOne and changed with useUpdate: the published apps (the app's
// id their id), the account's subscriptions (the instance's id their id), an app's settings form and
// an instance's settings. Subscribing and unsubscribing is a custom action, a named call of the
// published apps' provider (DESIGN §7). Every call is by declaration: the marketplace's own routes
// (contract/marketplaceRoutes.ts), and the settings forms' routes, which are the developer portal's
// (contract/developerPortalRoutes.ts), whose saves are traced under their resource's name.
import type { DataProvider, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { declaredResourceProvider } from '../../dataProviders/declaredResource';
import { recordsProvider } from '../../dataProviders/recordsProvider';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import type { SessionScope, SessionValues } from '../../session';
import type { InstanceSettings } from '../../../contract/developerPortal';
import type { Environment, SubscriptionTerm } from '../../../contract/marketplaceRules';
import type { BodyOf, Route } from '../../../contract/routeTable';
import { marketplaceRoutes } from '../../../contract/marketplaceRoutes';
import { settingsRoutes } from '../../../contract/developerPortalRoutes';

export const MARKETPLACE_RESOURCE = 'marketplaceApps';
export const SUBSCRIPTIONS_RESOURCE = 'marketplaceSubscriptions';
/** The settings' resources: their names are also the ones their saves are traced under (console-shell.md §7). */
export const APP_SETTINGS_RESOURCE = 'appSettings';
export const INSTANCE_SETTINGS_RESOURCE = 'appInstanceSettings';

export type JsonObject = Record<string, unknown>;

export interface SubscriptionChange {
  app: { appId: number; name: string; type: string };
  status: 'ACTIVE' | 'INACTIVE';
  subscriptionTerm?: SubscriptionTerm;
  environment?: Environment;
}

/** Who subscribes: the selected account and the signed-in user. */
export type Subscriber = Pick<SessionValues, 'accountId' | 'userId' | 'userType'>;

/** An instance's settings as a record: its id is the instance's. */
export type InstanceSettingsRecord = InstanceSettings & { id: number };

/** The grids are paged by the console and never sorted (their routes declare no sort). */
const NO_SORT = { field: '', order: 'ASC' } as const;

/**
 * A marketplace grid: its route's list with the filter's `accountId` first, then the values every
 * call of the grid sends, then the rest of the filter (`appId`, the search's `q`).
 */
function gridProvider(list: Route, fixed: object, getOne?: Route): DataProvider {
  const declared = declaredResourceProvider({ list, getOne });
  return {
    ...declared,
    getList: (resource: string, { filter, ...params }: GetListParams) =>
      declared.getList(resource, { ...params, sort: NO_SORT, filter: { accountId: filter.accountId, ...fixed, ...filter } }),
  };
}

/** Subscribes (ACTIVE) or unsubscribes (INACTIVE) the subscriber's account to the app. */
async function changeSubscription(
  _resource: string,
  { change: { app, status, subscriptionTerm, environment }, subscriber }: { change: SubscriptionChange; subscriber: Subscriber },
) {
  const body = {
    accountId: Number(subscriber.accountId), appId: app.appId, status, name: app.name, type: app.type,
    subscriptionTerm, subscriptionRenewalTerm: subscriptionTerm, environment,
    userCreated: subscriber.userId || null, userUpdated: subscriber.userId || null,
  };
  return callDeclared(marketplaceRoutes.changeSubscription, { query: { userType: subscriber.userType || undefined }, body });
}

/** The published apps of kind app (with whether the account subscribes to each), and subscribing. */
export const marketplaceDataProvider = {
  ...gridProvider(marketplaceRoutes.publishedApps, { published: 'PUBLISHED', type: 'app' }),
  changeSubscription,
};

export type MarketplaceDataProvider = typeof marketplaceDataProvider;

/** The account's ACTIVE subscriptions of kind app, and one subscription (ACTIVE or not) by its instance's id. */
export const subscriptionsDataProvider = gridProvider(marketplaceRoutes.subscribedApps, { type: 'app' }, marketplaceRoutes.appInstance);

/**
 * An app's settings form configuration, by the app's id: read, and replaced by the schema and default
 * values given, naming the signed-in user as the spec's body does (the saved form answered).
 */
export const appSettingsDataProvider = (scope: SessionScope) => recordsProvider(APP_SETTINGS_RESOURCE, {
  getOne: async (_resource: string, { id }: Pick<GetOneParams, 'id'>) =>
    ({ data: await callDeclared(settingsRoutes.appForm, { params: { id: Number(id) } }) }),
  update: async (resource: string, { id, data }: Pick<UpdateParams, 'id' | 'data'>) => {
    const body = { ...data, userUpdated: Number(scope().userId) } as BodyOf<typeof settingsRoutes.replaceAppForm>;
    return { data: (await changeDeclared(settingsRoutes.replaceAppForm, resource, 'update', { params: { id: Number(id) }, body })).data };
  },
});

const instanceSettingsRecord = (settings: InstanceSettings): InstanceSettingsRecord => ({ ...settings, id: settings.appInstanceId });

/** An instance's settings, by the instance's id: read, and saved (its values, or its custom settings; the saved settings answered). */
export const instanceSettingsDataProvider = recordsProvider(INSTANCE_SETTINGS_RESOURCE, {
  getOne: async (_resource: string, { id }: Pick<GetOneParams, 'id'>) =>
    ({ data: instanceSettingsRecord(await callDeclared(settingsRoutes.instanceSettings, { params: { appInstanceId: Number(id) } })) }),
  update: async (resource: string, { id, data }: Pick<UpdateParams, 'id' | 'data'>) => {
    const body = data as BodyOf<typeof settingsRoutes.saveInstanceSettings>;
    const saved = await changeDeclared(settingsRoutes.saveInstanceSettings, resource, 'update', { params: { appInstanceId: Number(id) }, body });
    return { data: instanceSettingsRecord(saved.data) };
  },
});

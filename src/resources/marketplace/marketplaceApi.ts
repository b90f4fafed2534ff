// The marketplace's calls (developer-portal.md §7 "Apps and subscriptions").
import { request } from '../../dataProviders/httpClient';
import type { SessionValues } from '../../session';
import type { AppSettings, InstanceSettings } from '../../../contract/developerPortal';
import type { InstanceView, PublishedApp, Subscription } from '../../../contract/marketplace';
import type { Environment, SubscriptionTerm } from '../../../contract/marketplaceRules';

export type JsonObject = Record<string, unknown>;

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export interface SubscriptionChange {
  app: { appId: number; name: string; type: string };
  status: 'ACTIVE' | 'INACTIVE';
  subscriptionTerm?: SubscriptionTerm;
  environment?: Environment;
}

/** Who subscribes: the selected account and the signed-in user. */
export type Subscriber = Pick<SessionValues, 'accountId' | 'userId' | 'userType'>;

export const marketplaceApi = {
  async publishedApps(accountId: string, params: { query?: string; page: number; size: number; appId?: number }): Promise<Page<PublishedApp>> {
    return (await request<Page<PublishedApp>>('developerApp', '/publishedApps', {
      query: { accountId, published: 'PUBLISHED', type: 'app', ...params, query: params.query || undefined },
    })).json;
  },
  async subscribedApps(accountId: string, params: { query?: string; page: number; size: number }): Promise<Page<Subscription>> {
    return (await request<Page<Subscription>>('developerApp', '/subscribedApps', {
      query: { accountId, type: 'app', ...params, query: params.query || undefined },
    })).json;
  },
  /** The published app, or null when it is not (or no longer) in the marketplace. */
  async publishedApp(accountId: string, appId: number): Promise<PublishedApp | null> {
    return (await marketplaceApi.publishedApps(accountId, { appId, page: 0, size: 1 })).content[0] ?? null;
  },
  async appInstance(id: number): Promise<Subscription> {
    return (await request<Subscription>('developerApp', `/app/appInstance/${id}`)).json;
  },
  async changeSubscription({ app, status, subscriptionTerm, environment }: SubscriptionChange, subscriber: Subscriber) {
    const body = {
      accountId: Number(subscriber.accountId), appId: app.appId, status, name: app.name, type: app.type,
      subscriptionTerm, subscriptionRenewalTerm: subscriptionTerm, environment,
      userCreated: subscriber.userId || null, userUpdated: subscriber.userId || null,
    };
    return (await request<{ message: string; data: InstanceView }>(
      'developerApp', '/accountAppInstance', { method: 'POST', query: { userType: subscriber.userType || undefined }, body },
    )).json;
  },
  async appSettings(appId: number): Promise<AppSettings> {
    return (await request<AppSettings>('developerApp', `/app/settings/${appId}`)).json;
  },
  async saveAppSettings(appId: number, settingsSchema: JsonObject, settingsDefaultValues: JsonObject | null, userId: string) {
    return (await request<{ message: string }>('developerApp', `/app/settings/${appId}`, {
      method: 'PUT', body: { settingsSchema, settingsDefaultValues, userUpdated: Number(userId) },
    })).json;
  },
  async instanceSettings(appInstanceId: number): Promise<InstanceSettings> {
    return (await request<InstanceSettings>('developerApp', `/accountAppInstance/settings/${appInstanceId}`)).json;
  },
  async saveInstanceSettings(appInstanceId: number, change: { settingsValues?: JsonObject; customSettings?: JsonObject | null }) {
    return (await request<{ message: string }>('developerApp', `/accountAppInstance/settings/${appInstanceId}`, { method: 'PUT', body: change })).json;
  },
};

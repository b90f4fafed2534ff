// The marketplace's calls (developer-portal.md §7 "Apps and subscriptions").
import { request } from '../../dataProviders/httpClient';
import { session } from '../../authProvider/session';
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

const accountId = () => session.get('accountId') ?? '';

export const marketplaceApi = {
  async publishedApps(params: { query?: string; page: number; size: number; appId?: number }): Promise<Page<PublishedApp>> {
    return (await request<Page<PublishedApp>>('developerApp', '/publishedApps', {
      query: { accountId: accountId(), published: 'PUBLISHED', type: 'app', ...params, query: params.query || undefined },
    })).json;
  },
  async subscribedApps(params: { query?: string; page: number; size: number }): Promise<Page<Subscription>> {
    return (await request<Page<Subscription>>('developerApp', '/subscribedApps', {
      query: { accountId: accountId(), type: 'app', ...params, query: params.query || undefined },
    })).json;
  },
  /** The published app, or null when it is not (or no longer) in the marketplace. */
  async publishedApp(appId: number): Promise<PublishedApp | null> {
    return (await marketplaceApi.publishedApps({ appId, page: 0, size: 1 })).content[0] ?? null;
  },
  async appInstance(id: number): Promise<Subscription> {
    return (await request<Subscription>('developerApp', `/app/appInstance/${id}`)).json;
  },
  async changeSubscription({ app, status, subscriptionTerm, environment }: SubscriptionChange) {
    const body = {
      accountId: Number(accountId()), appId: app.appId, status, name: app.name, type: app.type,
      subscriptionTerm, subscriptionRenewalTerm: subscriptionTerm, environment,
      userCreated: session.get('userId'), userUpdated: session.get('userId'),
    };
    return (await request<{ message: string; data: InstanceView }>(
      'developerApp', '/accountAppInstance', { method: 'POST', query: { userType: session.get('userType') ?? undefined }, body },
    )).json;
  },
  async appSettings(appId: number): Promise<AppSettings> {
    return (await request<AppSettings>('developerApp', `/app/settings/${appId}`)).json;
  },
  async saveAppSettings(appId: number, settingsSchema: JsonObject, settingsDefaultValues: JsonObject | null) {
    return (await request<{ message: string }>('developerApp', `/app/settings/${appId}`, {
      method: 'PUT', body: { settingsSchema, settingsDefaultValues, userUpdated: Number(session.get('userId')) },
    })).json;
  },
  async instanceSettings(appInstanceId: number): Promise<InstanceSettings> {
    return (await request<InstanceSettings>('developerApp', `/accountAppInstance/settings/${appInstanceId}`)).json;
  },
  async saveInstanceSettings(appInstanceId: number, change: { settingsValues?: JsonObject; customSettings?: JsonObject | null }) {
    return (await request<{ message: string }>('developerApp', `/accountAppInstance/settings/${appInstanceId}`, { method: 'PUT', body: change })).json;
  },
};

// The marketplace goes by its route declarations (contract/marketplaceRoutes.ts): its card grids
// ask the spec's addresses with the account, kind, search and page, one subscription is read by its
// id, subscribing posts the spec's body, and its pages open to the flags its routes declare.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETPLACE_RESOURCE, marketplaceDataProvider } from '../../src/resources/marketplace/marketplaceDataProvider';
import { marketplacePlugin } from '../../src/resources/marketplace';
import { marketplacePage } from '../../src/resources/marketplace/paths';
import { marketplaceRoutes } from '../../contract/marketplaceRoutes';
import { recordCalls } from './recordedCalls';

afterEach(() => vi.unstubAllGlobals());

describe("the marketplace's calls", () => {
  it('list published and subscribed apps at the spec’s addresses, searched and paged', async () => {
    const calls = recordCalls(() => ({ content: [], totalElements: 0 }));
    await marketplaceDataProvider.publishedApps(MARKETPLACE_RESOURCE, { accountId: '7', query: 'crm', page: 1, size: 12 });
    await marketplaceDataProvider.subscribedApps(MARKETPLACE_RESOURCE, { accountId: '7', query: '', page: 0, size: 12 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /app/developerApp/publishedApps?accountId=7&published=PUBLISHED&type=app&query=crm&page=1&size=12',
      'GET /app/developerApp/subscribedApps?accountId=7&type=app&page=0&size=12',
    ]);
  });

  it('read one published app by its id, and one subscription by its instance id', async () => {
    const calls = recordCalls(({ pathname }) => (pathname.endsWith('/publishedApps') ? { content: [{ id: 3, appId: 3, name: 'CRM' }], totalElements: 1 } : { id: 41 }));
    await expect(marketplaceDataProvider.publishedApp(MARKETPLACE_RESOURCE, { accountId: '7', appId: 3 })).resolves.toMatchObject({ name: 'CRM' });
    await expect(marketplaceDataProvider.appInstance(MARKETPLACE_RESOURCE, { id: 41 })).resolves.toEqual({ id: 41 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /app/developerApp/publishedApps?accountId=7&published=PUBLISHED&type=app&appId=3&page=0&size=1',
      'GET /app/developerApp/app/appInstance/41',
    ]);
  });

  it('subscribe with the spec’s body and the user type in the query', async () => {
    const calls = recordCalls(() => ({ message: 'Subscribed to CRM successfully', data: { id: 41, status: 'ACTIVE' } }));
    await marketplaceDataProvider.changeSubscription(MARKETPLACE_RESOURCE, {
      change: { app: { appId: 3, name: 'CRM', type: 'app' }, status: 'ACTIVE', subscriptionTerm: 'Monthly', environment: 'Production' },
      subscriber: { accountId: '7', userId: '5', userType: 'OWNER' },
    });
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([{
      method: 'POST', path: '/app/developerApp/accountAppInstance?userType=OWNER',
      body: {
        accountId: 7, appId: 3, status: 'ACTIVE', name: 'CRM', type: 'app', subscriptionTerm: 'Monthly',
        subscriptionRenewalTerm: 'Monthly', environment: 'Production', userCreated: '5', userUpdated: '5',
      },
    }]);
  });

  it('read and save the settings forms at the developer portal’s declared addresses', async () => {
    const calls = recordCalls(() => ({ message: 'Saved', data: {} }));
    await marketplaceDataProvider.appSettings(MARKETPLACE_RESOURCE, { appId: 3 });
    await marketplaceDataProvider.saveAppSettings(MARKETPLACE_RESOURCE, { appId: 3, settingsSchema: { type: 'object' }, settingsDefaultValues: null, userId: '5' });
    await marketplaceDataProvider.instanceSettings(MARKETPLACE_RESOURCE, { appInstanceId: 41 });
    await marketplaceDataProvider.saveInstanceSettings(MARKETPLACE_RESOURCE, { appInstanceId: 41, change: { settingsValues: { colour: 'red' } } });
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/app/developerApp/app/settings/3', body: undefined },
      { method: 'PUT', path: '/app/developerApp/app/settings/3', body: { settingsSchema: { type: 'object' }, settingsDefaultValues: null, userUpdated: 5 } },
      { method: 'GET', path: '/app/developerApp/accountAppInstance/settings/41', body: undefined },
      { method: 'PUT', path: '/app/developerApp/accountAppInstance/settings/41', body: { settingsValues: { colour: 'red' } } },
    ]);
  });

  it('opens the marketplace to the flags its list declares', () => {
    const page = marketplacePlugin.pages!.find((p) => p.path === marketplacePage)!;
    expect(page.anyOfFlags).toEqual([...marketplaceRoutes.publishedApps.flags]);
    expect(marketplaceRoutes.publishedApps.flags).toEqual(['view_marketplace_apps']);
  });
});

// The marketplace goes by its route declarations (contract/marketplaceRoutes.ts): its card grids are
// resources' lists asking the spec's addresses with the account, kind, search and page, one app is
// its list narrowed to it, one subscription is read by its id, subscribing posts the spec's body, the
// settings forms are records read and saved (and the saves traced) at the developer portal's
// addresses, and its pages open to the flags its routes declare.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SETTINGS_RESOURCE, appSettingsDataProvider, INSTANCE_SETTINGS_RESOURCE, instanceSettingsDataProvider,
  MARKETPLACE_RESOURCE, marketplaceDataProvider, SUBSCRIPTIONS_RESOURCE, subscriptionsDataProvider,
} from '../../src/resources/marketplace/marketplaceDataProvider';
import { marketplacePlugin } from '../../src/resources/marketplace';
import { marketplacePage } from '../../src/resources/marketplace/paths';
import { marketplaceRoutes } from '../../contract/marketplaceRoutes';
import { session } from '../../src/session/session';
import type { SessionValues } from '../../src/session';
import { recordCalls } from './recordedCalls';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A grid's page as react-admin asks it: its own sort is not the grid's. */
const gridPage = (filter: object, page: number, perPage = 12) => ({ filter, sort: { field: 'id', order: 'DESC' as const }, pagination: { page, perPage } });

describe("the marketplace's calls", () => {
  it('list published and subscribed apps at the spec’s addresses, searched and paged, never sorted', async () => {
    const calls = recordCalls(() => ({ content: [{ id: 3, appId: 3, name: 'CRM' }], totalElements: 13 }));
    await expect(marketplaceDataProvider.getList(MARKETPLACE_RESOURCE, gridPage({ accountId: 7, q: ' crm ' }, 2)))
      .resolves.toEqual({ data: [{ id: 3, appId: 3, name: 'CRM' }], total: 13 });
    await subscriptionsDataProvider.getList(SUBSCRIPTIONS_RESOURCE, gridPage({ accountId: 7, q: '' }, 1));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /app/developerApp/publishedApps?accountId=7&published=PUBLISHED&type=app&query=crm&page=1&size=12',
      'GET /app/developerApp/subscribedApps?accountId=7&type=app&page=0&size=12',
    ]);
  });

  it('read one published app as its list narrowed to it, and one subscription by its instance id', async () => {
    const calls = recordCalls(({ pathname }) => (pathname.endsWith('/publishedApps') ? { content: [{ id: 3, appId: 3, name: 'CRM' }], totalElements: 1 } : { id: 41 }));
    const { data } = await marketplaceDataProvider.getList(MARKETPLACE_RESOURCE, gridPage({ accountId: 7, appId: 3 }, 1, 1));
    expect(data).toMatchObject([{ name: 'CRM' }]);
    await expect(subscriptionsDataProvider.getOne(SUBSCRIPTIONS_RESOURCE, { id: 41 })).resolves.toEqual({ data: { id: 41 } });
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

  it('read and save the settings forms as records at the developer portal’s declared addresses, each save traced', async () => {
    session.set('accountId', '7');
    const form = { id: 3, name: 'CRM', type: 'app', settingsSchema: { type: 'object' }, settingsDefaultValues: null };
    const settings = { appInstanceId: 41, appId: 3, appName: 'CRM', type: 'app', settingsSchema: null, settingsDefaultValues: null, settingsValues: { colour: 'red' }, customSettings: null };
    const calls = recordCalls(({ method, pathname }) => {
      if (pathname.startsWith('/logtrace/')) return {};
      const record = pathname.includes('/accountAppInstance/') ? settings : form;
      return method === 'GET' ? record : { message: 'Saved', data: record };
    });
    const appSettings = appSettingsDataProvider(() => ({ userId: '5' }) as SessionValues);
    await expect(appSettings.getOne(APP_SETTINGS_RESOURCE, { id: 3 })).resolves.toEqual({ data: form });
    await expect(appSettings.update(APP_SETTINGS_RESOURCE, { id: 3, data: { settingsSchema: { type: 'object' }, settingsDefaultValues: null }, previousData: form }))
      .resolves.toEqual({ data: form });
    await expect(instanceSettingsDataProvider.getOne(INSTANCE_SETTINGS_RESOURCE, { id: 41 })).resolves.toEqual({ data: { ...settings, id: 41 } });
    await expect(instanceSettingsDataProvider.update(INSTANCE_SETTINGS_RESOURCE, { id: 41, data: { settingsValues: { colour: 'red' } }, previousData: { id: 41 } }))
      .resolves.toEqual({ data: { ...settings, id: 41 } });
    await vi.waitFor(() => expect(calls).toHaveLength(6)); // a trace is sent without waiting
    expect(calls.map(({ method, path, body, folder }) => ({ method, path, body, folder }))).toEqual([
      { method: 'GET', path: '/app/developerApp/app/settings/3', body: undefined, folder: null },
      { method: 'PUT', path: '/app/developerApp/app/settings/3', body: { settingsSchema: { type: 'object' }, settingsDefaultValues: null, userUpdated: 5 }, folder: null },
      { method: 'POST', path: '/logtrace/7/track', body: expect.objectContaining({ messageKey: 'change.update', event: 'update', action: 'update' }), folder: 'appSettings' },
      { method: 'GET', path: '/app/developerApp/accountAppInstance/settings/41', body: undefined, folder: null },
      { method: 'PUT', path: '/app/developerApp/accountAppInstance/settings/41', body: { settingsValues: { colour: 'red' } }, folder: null },
      { method: 'POST', path: '/logtrace/7/track', body: expect.objectContaining({ messageKey: 'change.update', event: 'update', action: 'update' }), folder: 'appInstanceSettings' },
    ]);
  });

  it('opens the marketplace to the flags its list declares', () => {
    const page = marketplacePlugin.pages!.find((p) => p.path === marketplacePage)!;
    expect(page.anyOfFlags).toEqual([...marketplaceRoutes.publishedApps.flags]);
    expect(marketplaceRoutes.publishedApps.flags).toEqual(['view_marketplace_apps']);
  });
});

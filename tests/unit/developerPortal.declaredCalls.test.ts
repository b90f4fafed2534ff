// The developer portal goes by its route declarations (contract/developerPortalRoutes.ts): its items
// are a react-admin resource asking the spec's addresses in the declared paging dialect with the
// selected account, its changes reach the item's address, the portal's status is the account's
// record of a resource of its own, and subscribing to the portal registers the developer app under
// AdminApp, then subscribes the account by the marketplace's declaration.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDeveloperPortalDataProvider, DEVELOPER_APPS_RESOURCE, PORTAL_STATUS_RESOURCE, portalStatusProvider,
} from '../../src/resources/developerPortal/developerPortalDataProvider';
import type { SessionValues } from '../../src/session';
import { appRoutes, portalRoutes, settingsRoutes } from '../../contract/developerPortalRoutes';
import { ADD_FLAGS, DELETE_FLAG, UPDATE_FLAGS, VIEW_FLAGS } from '../../contract/developerPortalFlags';
import { isTrace, recordCalls } from './recordedCalls';

afterEach(() => vi.unstubAllGlobals());

const scope = () => ({ accountId: '7', userId: '5', userType: 'OWNER' }) as SessionValues;
const provider = () => createDeveloperPortalDataProvider(scope);
const saved = (id: number) => ({ message: 'App created successfully', data: { id, name: 'CRM', type: 'app' } });

describe("the developer portal's calls", () => {
  it("list the account's items of a tab at the spec's address, searched, sorted and paged in its dialect", async () => {
    const calls = recordCalls(() => ({ content: [{ id: 4, name: 'CRM' }], totalElements: 11 }));
    const page = await provider().getList(DEVELOPER_APPS_RESOURCE, {
      filter: { type: 'service', q: ' crm ' }, sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    expect(page).toEqual({ data: [{ id: 4, name: 'CRM' }], total: 11 });
    expect(calls.map((c) => `${c.method} ${c.path}`))
      .toEqual(['GET /app/developerApp/apps?type=service&accountId=7&query=crm&page=1&size=10&sortfield=name&sortorder=desc']);
  });

  it("list an app's modules by its id", async () => {
    const calls = recordCalls(() => ({ content: [], totalElements: 0 }));
    await provider().getList(DEVELOPER_APPS_RESOURCE, { filter: { parentAppId: 3 }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
    expect(calls.map((c) => c.path)).toEqual(['/app/developerApp/apps?parentAppId=3&accountId=7&page=0&size=100&sortfield=name&sortorder=asc']);
  });

  it('read an item answered bare, and create, update and delete it at its address', async () => {
    const calls = recordCalls(({ method }) => (method === 'GET' ? { id: 12, name: 'CRM' } : saved(12)), { skip: isTrace });
    const dataProvider = provider();
    await expect(dataProvider.getOne(DEVELOPER_APPS_RESOURCE, { id: 12 })).resolves.toEqual({ data: { id: 12, name: 'CRM' } });
    const created = await dataProvider.create(DEVELOPER_APPS_RESOURCE, { data: { name: 'CRM', type: 'app' } });
    await dataProvider.update(DEVELOPER_APPS_RESOURCE, { id: 12, data: { published: 'PUBLISHED' }, previousData: { id: 12 } });
    await dataProvider.delete(DEVELOPER_APPS_RESOURCE, { id: 12, previousData: { id: 12 } });
    expect(created.data.id).toBe(12);
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /app/developerApp/app/12', undefined],
      ['POST /app/developerApp/app', { name: 'CRM', type: 'app' }],
      ['PUT /app/developerApp/app/12', { published: 'PUBLISHED' }],
      ['DELETE /app/developerApp/app/12', undefined],
    ]);
  });

  it("read the portal's status as the account's record, by its developer app, and none when it has none", async () => {
    const developerApp = { id: 30, name: 'DeveloperApp_7', subscribed: true, appInstanceId: 40, subscriptionTerm: 'ALLTIME' };
    const calls = recordCalls(() => developerApp);
    await expect(portalStatusProvider(scope).getOne(PORTAL_STATUS_RESOURCE, { id: '7' })).resolves.toEqual({ data: { id: '7', developerApp } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /app/developerApp/developerApp?appName=DeveloperApp_7&accountId=7']);

    recordCalls(() => Response.json({ message: 'Developer app not found' }, { status: 404 }));
    await expect(portalStatusProvider(scope).getOne(PORTAL_STATUS_RESOURCE, { id: '7' })).resolves.toEqual({ data: { id: '7', developerApp: null } });
  });

  it('subscribe to the portal: AdminApp, the developer app under it, then the ALLTIME subscription', async () => {
    const calls = recordCalls(({ path }) => (path.startsWith('/app/developerApp/parent-app') ? { id: 1, name: 'AdminApp' } : saved(30)), { skip: isTrace });
    await provider().subscribePortal(DEVELOPER_APPS_RESOURCE, { existing: null });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /app/developerApp/parent-app?appName=AdminApp',
      'POST /app/developerApp/app',
      'POST /app/developerApp/accountAppInstance?userType=OWNER',
    ]);
    expect(calls[1].body).toMatchObject({
      name: 'DeveloperApp_7', type: 'DeveloperApp', status: 'ACTIVE', developerAccountId: 7, logoType: 'URL', userCreated: 5, parentAppId: 1,
    });
    expect(calls[2].body).toEqual({
      accountId: 7, appId: 30, status: 'ACTIVE', subscriptionTerm: 'ALLTIME', subscriptionRenewalTerm: null, name: 'DeveloperApp_7', type: 'DeveloperApp', id: null,
    });
  });

  it('subscribe again with the developer app it already has', async () => {
    const calls = recordCalls(() => saved(30), { skip: isTrace });
    await provider().subscribePortal(DEVELOPER_APPS_RESOURCE, {
      existing: { id: 30, name: 'DeveloperApp_7', subscribed: false, appInstanceId: 40, subscriptionTerm: null },
    });
    expect(calls).toMatchObject([{ method: 'POST', path: '/app/developerApp/accountAppInstance?userType=OWNER', body: { appId: 30, id: 40 } }]);
  });

  it('declare the guards the server mounts: viewers may register the developer app and flip the switch', () => {
    expect(appRoutes.list.flags).toEqual(VIEW_FLAGS);
    expect(appRoutes.create.flags).toEqual([...VIEW_FLAGS, ...ADD_FLAGS]);
    expect(appRoutes.update.flags).toEqual([...VIEW_FLAGS, ...UPDATE_FLAGS]);
    expect(appRoutes.remove.flags).toEqual([DELETE_FLAG]);
    expect(portalRoutes.parentApp.account).toBe(false);
    expect(settingsRoutes.replaceAppForm.flags).toEqual(UPDATE_FLAGS);
  });
});

// My Apps goes by route declarations: the subscribed apps, its resource's records
// (contract/marketplaceRoutes.ts), the roles the user holds in one (contract/rolesRoutes.ts) and the
// app login (contract/myAppsRoutes.ts), at the spec's addresses with the session's values.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MY_APPS_RESOURCE, SUBSCRIBED_APPS_PAGE, myAppsDataProvider } from '../../src/resources/myApps/myAppsDataProvider';
import { myAppsRoutes } from '../../contract/myAppsRoutes';
import { MY_APPS_FLAGS } from '../../contract/myAppsFlags';
import type { Subscription } from '../../contract/marketplace';
import { recordCalls } from './recordedCalls';

afterEach(() => vi.unstubAllGlobals());

const app = { appInstanceId: 103, subscriptionId: 103, appId: 3, name: 'CRM' } as Subscription;
const user = { username: 'ada@example.com', userId: '5', accountId: '7', accountUserId: '9', businessName: 'Acme', accountCode: '' };

describe("My Apps' calls", () => {
  it('list the subscribed apps, searched, in one page in the server\'s order, never the developer\'s own app', async () => {
    const developerApp = { ...app, id: 104, appInstanceId: 104, name: 'DeveloperApp_4' };
    const calls = recordCalls(() => ({ content: [{ ...app, id: 103 }, developerApp], totalElements: 2 }));
    const page = await myAppsDataProvider.getList(MY_APPS_RESOURCE, {
      filter: { accountId: 7, q: 'crm' }, sort: { field: '', order: 'ASC' }, pagination: { page: 1, perPage: SUBSCRIBED_APPS_PAGE },
    });
    expect(page).toEqual({ data: [{ ...app, id: 103 }], total: 1 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /app/developerApp/subscribedApps?accountId=7&query=crm&page=0&size=${SUBSCRIBED_APPS_PAGE}`]);
  });

  it('ask the roles held in the instance', async () => {
    const calls = recordCalls(() => [{ id: 1, roleName: 'Pilot' }]);
    await expect(myAppsDataProvider.rolesInInstance(MY_APPS_RESOURCE, { accountUserId: '9', appInstanceId: 103 })).resolves.toEqual([{ id: 1, roleName: 'Pilot' }]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /app/developerApp/accountUser-appInstance-role?accountUserId=9&appInstanceId=103']);
  });

  it('ask a single-use code with the console’s clock and the membership', async () => {
    const before = Date.now();
    const calls = recordCalls(() => ({ accessToken: 'one-time', accessUrl: 'https://crm.example' }));
    await myAppsDataProvider.appLogin(MY_APPS_RESOURCE, { app, user });
    const [{ method, path, body }] = calls;
    expect(method).toBe('POST');
    const [address, code] = path.split('?code=');
    expect(address).toBe('/auth/appLoginAuthentication');
    expect(Number(code)).toBeGreaterThanOrEqual(before);
    expect(body).toEqual({
      username: 'ada@example.com', userId: 5, accountId: 7, accountUserId: 9, businessName: 'Acme', appInstanceId: 103, subscriptionId: 103, appId: 3,
    });
  });

  it('declare the app login open to My Apps’ flags, as the server guards it', () => {
    expect(myAppsRoutes.appLogin.flags).toEqual(MY_APPS_FLAGS);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterAccount } from '../../src/authProvider/accountSession';
import { session } from '../../src/session/session';
import { parametersPlugin } from '@platform-console/parameters/console';
import { fakeServer, type FakeRoutes } from './httpClient.fakeServer';

const account = { id: 7, accountCode: 'ACME', businessName: 'Acme', disableSelection: false, accountUserId: 70, userType: 'OWNER' };

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /app/developerApp/userRolesPermissionList': () => ({
    status: 200,
    body: { appUserRolesPermissions: { view_user: true }, appInstanceId: 700, appId: 1 },
  }),
  'GET /app/developerApp/properties/admin-ui-properties': () => ({
    status: 200,
    body: {
      content: [{ id: 1, propertyName: 'shell.menu.myApps', defaultValue: 'My Applications', locale: { en: 'Apps', fr: 'Applis', ch: '应用' } }],
      totalElements: 1,
    },
  }),
  'GET /app/parameter/appParameter': () => ({ status: 200, body: { parameterName: 'idleTime', data: 300 } }),
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  session.set('accessToken', 'token-1');
  session.set('appInstanceId', 999); // the previous account's instance
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('entering an account', () => {
  it("stores the account, the user's flags, the labels and the idle time", async () => {
    const server = fakeServer(routes());
    await enterAccount(account, parametersPlugin.idleTime);

    expect(session.get('accountId')).toBe('7');
    expect(session.get('accountCode')).toBe('ACME');
    expect(session.get('businessName')).toBe('Acme');
    expect(session.get('accountUserId')).toBe('70');
    expect(session.get('userType')).toBe('OWNER');
    expect(session.getJson('permissions')).toEqual({ view_user: true });
    expect(session.get('appInstanceId')).toBe('700');
    expect(session.get('adminAppId')).toBe('1');
    expect(session.getJson('localeEn')).toEqual({ shell: { menu: { myApps: 'Apps' } } });
    expect(session.getJson('localeFr')).toEqual({ shell: { menu: { myApps: 'Applis' } } });
    expect(session.getJson('localeZh')).toEqual({ shell: { menu: { myApps: '应用' } } });
    expect(session.getJson('localeSp')).toEqual({});
    expect(session.get('idleTime')).toBe('300000');

    const [flagsCall] = server.to('GET /app/developerApp/userRolesPermissionList');
    expect(Object.fromEntries(flagsCall.url.searchParams)).toEqual({ accountUserId: '70', appName: 'AdminApp', accountId: '7' });
    expect(flagsCall.headers.get('accountId')).toBe('7');
    expect(flagsCall.headers.get('appInstanceId')).toBeNull();
  });

  it('stores the account id after everything another tab needs with it (that tab reads one value at a time)', async () => {
    fakeServer(routes());
    session.setJson('permissions', { view_user: true }); // the previous account's flags
    const seenWithTheId: [string | null, string | null][] = [];
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      setItem.call(this, key, value);
      if (key === 'accountId') seenWithTheId.push([localStorage.getItem('accountUserId'), localStorage.getItem('permissions')]);
    });
    await enterAccount(account, parametersPlugin.idleTime);
    // When the id appears, the member is there and the previous account's flags are gone.
    expect(seenWithTheId).toEqual([['70', null]]);
  });

  it('uses the 600000 ms default when the idleTime parameter is missing, and built-in texts without labels', async () => {
    fakeServer(
      routes({
        'GET /app/parameter/appParameter': () => ({ status: 404, body: { status: 404, error: 'Not Found', message: 'Parameter not found' } }),
        'GET /app/developerApp/properties/admin-ui-properties': () => ({ status: 500, body: null }),
      }),
    );
    await enterAccount(account, parametersPlugin.idleTime);
    expect(session.get('idleTime')).toBe('600000');
    expect(session.getJson('localeEn')).toEqual({});
  });

  it('uses the default when no installed plugin gives the idle time-out (the parameters package disabled)', async () => {
    fakeServer(routes()); // the server would answer 300 s: the shell does not ask by itself
    session.set('idleTime', 120_000); // the previous account's
    await enterAccount(account);
    expect(session.get('idleTime')).toBe('600000');
  });

  it('fails when the flags cannot be loaded', async () => {
    fakeServer(routes({ 'GET /app/developerApp/userRolesPermissionList': () => ({ status: 403, body: { status: 403, error: 'Forbidden', message: 'You are not a member of this account' } }) }));
    await expect(enterAccount(account, parametersPlugin.idleTime)).rejects.toThrow('You are not a member of this account');
    expect(session.get('permissions')).toBeNull();
  });
});

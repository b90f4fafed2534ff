// The first list page fetched at boot (issue 16): the developer portal's list, asked for before it
// mounts, shows that answer without asking again; after an account switch it shows the new
// account's rows, not the boot's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { createRegistry, mergeMessages } from '../../src/plugins/registry';
import { RegistryProvider } from '../../src/plugins/RegistryContext';
import type { Messages } from '../../src/plugins/types';
import { session } from '../../src/session/session';
import { readSessionValues } from '../../src/session';
import { currentFlags } from '../../src/authProvider';
import { useSwitchAccount } from '../../src/authProvider/accountSwitch';
import { prefetchFirstListPage } from '../../src/dataProviders/firstListPage';
import { createDeveloperPortalDataProvider } from '../../src/resources/developerPortal/developerPortalDataProvider';
import { PortalItemList } from '../../src/resources/developerPortal/PortalItemList';
import { firstPortalList } from '../../src/resources/developerPortal/portalListQuery';
import { firstAccountList } from '../../src/resources/accounts/accountListQuery';
import { developerPortalMessages } from '../../src/resources/developerPortal/messages';
import { ResultProvider } from '../../src/ui/ResultProvider';
import { fakeServer } from './httpClient.fakeServer';

const APPS = 'GET /app/developerApp/apps';
const item = (accountId: number, n: number) => ({
  id: accountId * 100 + n, appId: null, name: `Account ${accountId} item ${n}`, description: null, logo: null, logoType: null,
  favicon: null, accessUrl: null, published: null, mode: 'Production', type: 'app', status: 'ACTIVE', stopNewSubscriptions: false,
  parentAppId: null, developerAccountId: accountId,
});

/** The platform API: each account's apps (by the accountId the list sends), and what entering an account reads. */
const platform = () => fakeServer({
  [APPS]: ({ url }) => {
    const accountId = Number(url.searchParams.get('accountId'));
    return { status: 200, body: { content: [item(accountId, 1), item(accountId, 2)], totalElements: 2 } };
  },
  'GET /app/developerApp/userRolesPermissionList': () => ({
    status: 200, body: { appUserRolesPermissions: { view_apps: true }, appInstanceId: 800, appId: 1 },
  }),
  'GET /app/developerApp/properties/admin-ui-properties': () => ({ status: 200, body: { content: [], totalElements: 0 } }),
  'GET /app/parameter/appParameter': () => ({ status: 200, body: { parameterName: 'idleTime', data: 300 } }),
});

const authProvider: AuthProvider = {
  login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined,
  checkError: async () => undefined, getPermissions: async () => currentFlags(),
};
const i18nProvider = polyglotI18nProvider(
  () => mergeMessages(englishMessages as unknown as Messages, developerPortalMessages.en) as never, 'en',
);

function SwitchToAccount8() {
  const switchAccount = useSwitchAccount();
  const account = { id: 8, accountCode: 'EIGHT', businessName: 'Eight', disableSelection: false, accountUserId: 80, userType: 'OWNER' };
  return <button type="button" onClick={() => void switchAccount(account)}>Switch</button>;
}

/** What openConsole does for the portal opened by its address: the first tab's first page, into the console's query client. */
function boot(): QueryClient {
  const queryClient = new QueryClient();
  const dataProvider = createDeveloperPortalDataProvider(readSessionValues);
  const list = firstPortalList({ params: {}, search: new URLSearchParams(), session: readSessionValues(), flags: currentFlags() });
  prefetchFirstListPage(queryClient, dataProvider, list!);
  return queryClient;
}

function renderPortal(queryClient: QueryClient) {
  const portal = <ResultProvider><PortalItemList type="app" statusPending={false} /><SwitchToAccount8 /></ResultProvider>;
  render(
    // The console's plugins as <App> hands them down (an account switch asks them for the idle time-out): none here.
    <RegistryProvider registry={createRegistry([])}>
      <TestMemoryRouter initialEntries={['/portal']}>
        <Admin
          dataProvider={createDeveloperPortalDataProvider(readSessionValues)} authProvider={authProvider} i18nProvider={i18nProvider}
          queryClient={queryClient}
        >
          <Resource name="developerApps" />
          <CustomRoutes>
            <Route path="/portal" element={portal} />
            {/* where an account switch lands */}
            <Route path="/app/:accountId/my-apps" element={portal} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>
    </RegistryProvider>,
  );
}

beforeEach(() => {
  session.set('accessToken', 'token-1');
  session.set('accountId', '7');
  session.set('accountUserId', '70');
  session.setJson('permissions', { view_apps: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the first list page fetched at boot", { timeout: 20_000 }, () => {
  it('is asked once, before the list mounts, and the list shows it without asking again', async () => {
    const server = platform();
    const queryClient = boot();
    await waitFor(() => expect(server.to(APPS)).toHaveLength(1));
    expect(Object.fromEntries(server.to(APPS)[0].url.searchParams))
      .toMatchObject({ accountId: '7', type: 'app', page: '0', size: '10', sortfield: 'name', sortorder: 'asc' });

    renderPortal(queryClient);
    expect(await screen.findByText('Account 7 item 1', {}, { timeout: 10_000 })).toBeTruthy();
    // The list's own checks (authentication, access) settle, then it would ask if the page were stale.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.to(APPS)).toHaveLength(1);
  });

  it("shows the new account's rows after an account switch", async () => {
    const server = platform();
    renderPortal(boot());
    expect(await screen.findByText('Account 7 item 1', {}, { timeout: 10_000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('Account 8 item 1', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Account 7 item 1')).toBeNull();
    expect(server.to(APPS).map((call) => call.url.searchParams.get('accountId'))).toEqual(['7', '8']);
  });
});

describe("the account list's first page", () => {
  const visit = (search: string) => ({ params: {}, search: new URLSearchParams(search), session: readSessionValues(), flags: {} });

  it('is the list the page shows: all accounts in view-all, the active ones inside an account', () => {
    expect(firstAccountList(visit('mode=view-all'))).toMatchObject({ resource: 'accounts', meta: { viewAll: true } });
    expect(firstAccountList(visit(''))).toMatchObject({ resource: 'accounts', meta: { viewAll: false } });
  });

  it('is none while a user without an account is taken into their default one', () => {
    session.set('accountId', null);
    expect(firstAccountList(visit(''))).toBeNull();
  });
});

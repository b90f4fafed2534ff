import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { SideMenu } from '../../src/layout/navigation/SideMenu';
import { TopMenu } from '../../src/layout/navigation/TopMenu';
import { myAppsPlugin } from '../../src/resources/myApps';
import { launchUrl } from '../../src/resources/myApps/openApp';
import { useDebouncedValue } from '../../src/ui/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../src/config/constants';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import { fakeServer, type FakeRequest } from './httpClient.fakeServer';

const app = (n: number, name = `App ${n}`) => ({
  id: 100 + n, appInstanceId: 100 + n, subscriptionId: 100 + n, appId: n, name, logo: null, logoType: null,
  accessUrl: `https://app${n}.example/start?lang=en`, type: 'app', subscriptionTerm: 'Monthly', environment: 'Test', hasSettingsForm: false,
});

function subscribedAppsServer(apps: ReturnType<typeof app>[], roles: { id: number; roleName: string }[] = []) {
  return fakeServer({
    'GET /app/developerApp/subscribedApps': ({ url }: FakeRequest) => {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const content = apps.filter((a) => a.name.toLowerCase().includes(query));
      return { status: 200, body: { content, totalElements: content.length } };
    },
    'GET /app/developerApp/accountUser-appInstance-role': () => ({ status: 200, body: roles }),
    'POST /auth/appLoginAuthentication': ({ body }) => ({
      status: 200,
      body: { accessToken: 'one-time-code', accountId: 4, appId: (body as { appId: number }).appId, subscriptionId: 103, accessUrl: 'https://app3.example/start?lang=en' },
    }),
    'POST /logtrace/4/track': () => ({ status: 200, body: {} }),
  });
}

async function renderMenu() {
  renderInShell(<SideMenu />, { authProvider: fakeAuthProvider({ view_myapps_apps: true }), plugins: [myAppsPlugin] });
  return screen.findByRole('list', { name: 'Subscribed apps' });
}

beforeEach(() => {
  localStorage.setItem('accountId', '4');
  localStorage.setItem('accountUserId', '9');
  localStorage.setItem('userId', '7');
  localStorage.setItem('username', 'buyer@example.com');
  localStorage.setItem('auth_token', 'token');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Rendering the shell takes a few seconds on a busy machine.
describe("My Apps' submenu", { timeout: 20_000 }, () => {
  it('lists the subscribed apps without the developer app, and no search box up to 10 apps', async () => {
    subscribedAppsServer([...Array.from({ length: 10 }, (_, i) => app(i + 1)), app(50, 'DeveloperApp_4')]);
    const list = await renderMenu();
    await within(list).findByText('App 10');
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    expect(within(list).queryByText('DeveloperApp_4')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Search apps' })).toBeNull();
  });

  it('shows a search box above 10 apps and searches 500 ms after the typing stops', async () => {
    const server = subscribedAppsServer(Array.from({ length: 11 }, (_, i) => app(i + 1)));
    const list = await renderMenu();
    const search = await screen.findByRole('textbox', { name: 'Search apps' });
    const searches = () => server.to('GET /app/developerApp/subscribedApps').filter((r) => r.url.searchParams.has('query'));

    fireEvent.change(search, { target: { value: 'App 1' } });
    fireEvent.change(search, { target: { value: 'App 11' } });
    // Nothing is sent while the user may still be typing.
    expect(searches()).toHaveLength(0);

    // Then one search, for what was finally typed.
    await waitFor(() => expect(searches().map((r) => r.url.searchParams.get('query'))).toEqual(['App 11']));
    await waitFor(() => expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['App 11']));
  });

  it("says 'no role assigned' when the user has no role in the app, and opens nothing", async () => {
    subscribedAppsServer([app(3)], []);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const list = await renderMenu();
    fireEvent.click(await within(list).findByRole('button', { name: 'App 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('no role assigned');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });

  it('with a role, signs in to the app with the time as code and opens its access URL in a new window', async () => {
    const server = subscribedAppsServer([app(3)], [{ id: 1, roleName: 'Pilot' }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const list = await renderMenu();
    const before = Date.now();
    fireEvent.click(await within(list).findByRole('button', { name: 'App 3' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://app3.example/start?lang=en&code=one-time-code', '_blank', 'noopener'));
    const [roleCheck] = server.to('GET /app/developerApp/accountUser-appInstance-role');
    expect(Object.fromEntries(roleCheck.url.searchParams)).toEqual({ accountUserId: '9', appInstanceId: '103' });
    const [login] = server.to('POST /auth/appLoginAuthentication');
    expect(Number(login.url.searchParams.get('code'))).toBeGreaterThanOrEqual(before);
    expect(login.body).toMatchObject({ username: 'buyer@example.com', userId: 7, accountId: 4, accountUserId: 9, appInstanceId: 103, subscriptionId: 103, appId: 3 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the top navigation', { timeout: 20_000 }, () => {
  it("shows My Apps' subscribed apps in a drop-down beside the entry", async () => {
    subscribedAppsServer([app(1), app(2)]);
    renderInShell(<TopMenu />, { authProvider: fakeAuthProvider({ view_myapps_apps: true }), plugins: [myAppsPlugin] });
    expect(screen.queryByRole('list', { name: 'Subscribed apps' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the items of My Apps' }));
    const list = await screen.findByRole('list', { name: 'Subscribed apps' });
    await waitFor(() => expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['App 1', 'App 2']));
  });
});

describe('useDebouncedValue', () => {
  it('follows its source once the source has stayed the same for the delay', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, SEARCH_DEBOUNCE_MS), { initialProps: { value: '' } });
      rerender({ value: 'a' });
      act(() => vi.advanceTimersByTime(400));
      rerender({ value: 'ab' });
      act(() => vi.advanceTimersByTime(499));
      expect(result.current).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe('ab');
      expect(SEARCH_DEBOUNCE_MS).toBe(500);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('launchUrl', () => {
  it('adds the code to the access URL, keeping its own query, and resolves relative URLs', () => {
    expect(launchUrl('https://crm.example/app?x=1', 'abc')).toBe('https://crm.example/app?x=1&code=abc');
    expect(launchUrl('/tools/start', 'a b', 'https://console.example/admin/')).toBe('https://console.example/tools/start?code=a+b');
  });
});

// The portal's list inside react-admin over a stubbed service: serial numbers across pages, the
// 'Showing X-Y of Z items' label, the Add menu's visibility and the debounced search.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, Resource, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeMessages } from '../../src/plugins/registry';
import type { Messages } from '../../src/plugins/types';
import { session } from '../../src/session/session';
import { readSessionValues } from '../../src/session';
import { createDeveloperPortalDataProvider } from '../../src/resources/developerPortal/developerPortalDataProvider';
import { PortalItemList } from '../../src/resources/developerPortal/PortalItemList';
import { developerPortalMessages } from '../../src/resources/developerPortal/messages';
import { ResultProvider } from '../../src/ui/ResultProvider';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const item = (n: number) => ({
  id: n, appId: null, name: `Item ${String(n).padStart(2, '0')}`, description: null, logo: null, logoType: null, favicon: null,
  accessUrl: null, published: null, mode: 'Production', type: 'app', status: 'ACTIVE', stopNewSubscriptions: false,
  parentAppId: null, developerAccountId: 7,
});

/** The developerApp service's list call over `count` items, honouring page, size and query. */
function stubApps(count: number) {
  const all = Array.from({ length: count }, (_, i) => item(i + 1));
  const calls: URLSearchParams[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname !== '/app/developerApp/apps') return new Response(null, { status: 404 });
    calls.push(url.searchParams);
    const query = url.searchParams.get('query')?.toLowerCase();
    const matching = query ? all.filter((a) => a.name.toLowerCase().includes(query)) : all;
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    return Response.json({ content: matching.slice(page * size, page * size + size), totalElements: matching.length });
  }));
  return calls;
}

function renderList(flags: Record<string, boolean>) {
  session.set('accountId', '7');
  const authProvider: AuthProvider = {
    login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined,
    checkError: async () => undefined, getPermissions: async () => flags,
  };
  const i18nProvider = polyglotI18nProvider(
    () => mergeMessages(englishMessages as unknown as Messages, developerPortalMessages.en) as never, 'en',
  );
  render(
    <TestMemoryRouter initialEntries={['/portal']}>
      <Admin dataProvider={createDeveloperPortalDataProvider(readSessionValues)} authProvider={authProvider} i18nProvider={i18nProvider}>
        <Resource name="developerApps" />
        <CustomRoutes>
          <Route path="/portal" element={<ResultProvider><PortalItemList type="app" statusPending={false} /></ResultProvider>} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

const firstCells = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('the developer portal list', { timeout: 20_000 }, () => {
  it('numbers rows across pages and says which items it shows', async () => {
    const calls = stubApps(12);
    renderList({ view_apps: true, add_app: true });
    expect(await screen.findByText('Item 01', {}, { timeout: 10_000 })).toBeTruthy();
    expect(firstCells()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText('Showing 1-10 of 12 items')).toBeTruthy();
    expect(Object.fromEntries(calls[0])).toMatchObject({ accountId: '7', type: 'app', page: '0', size: '10', sortfield: 'name', sortorder: 'asc' });

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Item 11', {}, { timeout: 5000 })).toBeTruthy();
    expect(firstCells()).toEqual(['11', '12']);
    expect(screen.getByText('Showing 11-12 of 12 items')).toBeTruthy();
    expect(calls.at(-1)?.get('page')).toBe('1');
  });

  it('offers Add once items exist, with only the permitted types', async () => {
    stubApps(1);
    renderList({ view_apps: true, add_app: true, add_connector: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 10_000 }));
    const entries = screen.getAllByRole('menuitem').map((m) => m.textContent);
    expect(entries).toEqual(['App', 'Connector']);
  });

  it('shows the create-now card and no Add menu when the account has no items', async () => {
    stubApps(0);
    renderList({ view_apps: true, add_app: true });
    expect(await screen.findByText('No apps available', {}, { timeout: 10_000 })).toBeTruthy();
    // The card offers to create once the flags are in (asked of the auth provider here).
    expect((await screen.findByRole('link', { name: 'Create now' })).getAttribute('href')).toBe('/app/pages/add-app?type=app');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('searches 500 ms after typing stops, from page 1, keeping Add while searching finds nothing', async () => {
    const calls = stubApps(12);
    renderList({ view_apps: true, add_app: true });
    await screen.findByText('Item 01', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Item 11', {}, { timeout: 5000 });
    const before = calls.length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zz' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.length).toBe(before); // not yet: debounced
    await waitFor(() => expect(calls.at(-1)?.get('query')).toBe('zz'), { timeout: 5000 });
    expect(calls.at(-1)?.get('page')).toBe('0');
    expect(calls.at(-1)?.get('size')).toBe('10');
    expect(await screen.findByText('No items match your search', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});

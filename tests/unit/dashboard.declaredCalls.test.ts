// The dashboard goes by its route declarations (contract/dashboardRoutes.ts): its figures and the
// account map, each a resource's one record, at the spec's addresses, and its pages open to the flag
// its figures' route declares.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_MAP_RESOURCE, DASHBOARD_RESOURCE, accountMapDataProvider, dashboardDataProvider,
} from '../../src/resources/dashboard/dashboardDataProvider';
import { chartsPage, dashboardPage, dashboardPlugin, mapsPage } from '../../src/resources/dashboard';
import { pageAccess } from '../../src/plugins/pageRegistry';
import { recordCalls } from './recordedCalls';

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's calls", () => {
  it('read the figures and the account map at the spec’s addresses, each as the record asked for', async () => {
    const calls = recordCalls(() => ({ accounts: [] }));
    await expect(dashboardDataProvider.getOne(DASHBOARD_RESOURCE, { id: '7' })).resolves.toEqual({ data: { accounts: [], id: '7' } });
    await expect(accountMapDataProvider.getOne(ACCOUNT_MAP_RESOURCE, { id: '5' })).resolves.toEqual({ data: { accounts: [], id: '5' } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /users/account-dashboard', 'GET /users/account-map']);
  });

  it('open the dashboard and charts to view_dashboard, the map to anyone signed in', () => {
    const pages = dashboardPlugin.pages!;
    const flagsOf = (path: unknown) => pages.find((p) => p.path === path)!.anyOfFlags;
    expect([flagsOf(dashboardPage), flagsOf(chartsPage), flagsOf(mapsPage)]).toEqual([['view_dashboard'], ['view_dashboard'], undefined]);
    expect(pageAccess(pages, { view_dashboard: true }, { resource: DASHBOARD_RESOURCE })).toBe(true);
    expect(pageAccess(pages, { view_user: true }, { resource: DASHBOARD_RESOURCE })).toBe(false);
  });
});

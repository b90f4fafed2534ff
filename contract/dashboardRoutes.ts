// The dashboard's routes (console-shell.md §2 dashboards, charts, maps), declared once: the console
// calls them by these names (routeTable.ts); schemas of contract/dashboard.ts, named by type.
import type { AccountMapView, DashboardView } from './dashboard';
import { namedRoutes, route } from './routeTable';
import { VIEW_DASHBOARD } from './dashboardFlags';

const service = 'account';

export const dashboardRoutes = namedRoutes('dashboard', {
  /** The account's figures; mounted from this declaration. */
  accountDashboard: route<{ response: typeof DashboardView }>({
    service, method: 'GET', path: '/account-dashboard', flags: [VIEW_DASHBOARD],
  }),
  /** The caller's own accounts by country: any signed-in user, in no account. */
  accountMap: route<{ response: typeof AccountMapView }>({
    service, method: 'GET', path: '/account-map', flags: [], account: false,
  }),
});

// The account dashboard (console-shell.md §2 dashboards and charts; docs/decisions.md): figures
// and charts of the selected account for holders of view_dashboard (owners by default). Charts is
// the same screen, opened at its charts. Maps places the signed-in user's accounts by country.
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import PublicIcon from '@mui/icons-material/Public';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { pagePath } from '../../config/pagePath';
import { dashboardRoutes } from '../../../contract/dashboardRoutes';
import { dashboardMessages } from './messages';
import { ACCOUNT_MAP_RESOURCE, DASHBOARD_RESOURCE, accountMapDataProvider, dashboardDataProvider } from './dashboardDataProvider';

export const dashboardPage = pagePath('/app/dashboards');
export const chartsPage = pagePath('/app/charts');
export const mapsPage = pagePath('/app/maps');

/** The dashboard's figures' flags, as their route declares them. */
const DASHBOARD_FLAGS = [...dashboardRoutes.accountDashboard.flags];

const DashboardPage = lazyView(() => import('./DashboardPage'), 'DashboardPage');
const MapPage = lazyView(() => import('./MapPage'), 'MapPage');

export const dashboardPlugin = definePlugin({
  name: 'dashboard',
  resources: [
    { name: DASHBOARD_RESOURCE, dataProvider: dashboardDataProvider },
    { name: ACCOUNT_MAP_RESOURCE, dataProvider: accountMapDataProvider },
  ],
  pages: [
    {
      path: dashboardPage, component: DashboardPage, anyOfFlags: DASHBOARD_FLAGS, access: DASHBOARD_RESOURCE,
      nav: { key: 'dashboard', label: 'dashboard.title', icon: DashboardIcon, order: 50 },
    },
    { path: chartsPage, component: DashboardPage, anyOfFlags: DASHBOARD_FLAGS },
    { path: mapsPage, component: MapPage, nav: { key: 'maps', label: 'dashboard.map.nav', icon: PublicIcon, order: 55 } },
  ],
  messages: dashboardMessages,
});

// The dashboard's calls (account service, /users), as named calls (DESIGN §7).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import type { AccountMapView, DashboardView } from '../../../contract/dashboard';

export const DASHBOARD_RESOURCE = 'dashboard';

export const dashboardDataProvider = namedCallsProvider(DASHBOARD_RESOURCE, {
  /** GET /users/account-dashboard, for the account of the session's headers. */
  async getDashboard(_resource: string): Promise<DashboardView> {
    return (await request<DashboardView>('account', '/account-dashboard')).json;
  },
  /** GET /users/account-map: the signed-in user's accounts with their countries. */
  async getAccountMap(_resource: string): Promise<AccountMapView> {
    return (await request<AccountMapView>('account', '/account-map')).json;
  },
});

export type DashboardDataProvider = typeof dashboardDataProvider;

// The dashboard's one call (account service, /users), as a named call (DESIGN §7).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import type { DashboardView } from '../../../contract/dashboard';

export const DASHBOARD_RESOURCE = 'dashboard';

export const dashboardDataProvider = namedCallsProvider(DASHBOARD_RESOURCE, {
  /** GET /users/account-dashboard, for the account of the session's headers. */
  async getDashboard(_resource: string): Promise<DashboardView> {
    return (await request<DashboardView>('account', '/account-dashboard')).json;
  },
});

export type DashboardDataProvider = typeof dashboardDataProvider;

// The dashboard's calls (account service, /users), as named calls (DESIGN §7) read with react-query,
// each calling its route by its declaration (contract/dashboardRoutes.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import type { AccountMapView, DashboardView } from '../../../contract/dashboard';
import { dashboardRoutes } from '../../../contract/dashboardRoutes';

export const DASHBOARD_RESOURCE = 'dashboard';

export const dashboardDataProvider = namedCallsProvider(DASHBOARD_RESOURCE, {
  /** For the account of the session's headers. */
  async getDashboard(_resource: string): Promise<DashboardView> {
    return callDeclared(dashboardRoutes.accountDashboard);
  },
  /** The signed-in user's accounts with their countries. */
  async getAccountMap(_resource: string): Promise<AccountMapView> {
    return callDeclared(dashboardRoutes.accountMap);
  },
});

export type DashboardDataProvider = typeof dashboardDataProvider;

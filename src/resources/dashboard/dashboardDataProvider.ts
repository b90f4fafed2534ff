// The dashboard's views (account service, /users), each a resource's one record read with useGetOne,
// calling its route by its declaration (contract/dashboardRoutes.ts): the selected account's figures
// (the record's id is the account's, which the call names by the session's headers) and the signed-in
// user's accounts by country (the record's id is the user's, whom the call's token names).
import { viewProvider } from '../../dataProviders/viewProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { dashboardRoutes } from '../../../contract/dashboardRoutes';

export const DASHBOARD_RESOURCE = 'dashboard';
export const ACCOUNT_MAP_RESOURCE = 'accountMap';

export const dashboardDataProvider = viewProvider(DASHBOARD_RESOURCE, () => callDeclared(dashboardRoutes.accountDashboard));
export const accountMapDataProvider = viewProvider(ACCOUNT_MAP_RESOURCE, () => callDeclared(dashboardRoutes.accountMap));

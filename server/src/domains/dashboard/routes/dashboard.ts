// GET /users/account-dashboard: the counts behind the account's dashboard; view_dashboard in the
// account of the headers, and only that account's records. GET /users/account-map: the caller's
// own accounts by country, for any signed-in user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller, requireTenant } from '../../../security/guard';
import { dashboardRoutes as declared } from '../../../../../contract/dashboardRoutes';
import { AccountMapView, DashboardView } from '../../../../../contract/dashboard';
import { dashboardOf } from '../dashboardStore';
import { accountMapOf } from '../accountMapStore';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  mountDeclared(app, declared.accountDashboard, { response: DashboardView }, {
    summary: "The account's members, subscriptions, sign-ins, actions and open invitations, counted", errors: [401, 403],
  }, async (request) => dashboardOf(db, requireTenant(request).accountId));

  // Signed-in only, in no account (the domain's default guard).
  mountDeclared(app, declared.accountMap, { response: AccountMapView }, {
    summary: 'The accounts you are an active member of, with their countries and, where you may see it, their members', errors: [401],
  }, async (request) => accountMapOf(db, requireCaller(request).userId));
};

export default dashboardRoutes;

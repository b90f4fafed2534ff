// GET /users/account-dashboard: the counts behind the account's dashboard; view_dashboard in the
// account of the headers, and only that account's records.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireTenant } from '../../../security/guard';
import { VIEW_DASHBOARD } from '../../../../../contract/dashboardFlags';
import { DashboardView } from '../../../../../contract/dashboard';
import { dashboardOf } from '../dashboardStore';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  app.get('/account-dashboard', {
    schema: {
      tags: ['account'], summary: "The account's members, subscriptions, sign-ins, actions and open invitations, counted",
      response: { 200: DashboardView, ...errorResponses(401, 403) },
    },
    preHandler: inAccount(VIEW_DASHBOARD),
  }, async (request) => dashboardOf(db, requireTenant(request).accountId));
};

export default dashboardRoutes;

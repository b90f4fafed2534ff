// GET /users/account-dashboard: the counts behind the account's dashboard; view_dashboard in the
// account of the headers, and only that account's records. GET /users/account-map: the caller's
// own accounts by country, for any signed-in user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { VIEW_DASHBOARD } from '../../../../../contract/dashboardFlags';
import { AccountMapView, DashboardView } from '../../../../../contract/dashboard';
import { dashboardOf } from '../dashboardStore';
import { accountMapOf } from '../accountMapStore';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  app.get('/account-dashboard', {
    schema: {
      tags: ['account'], summary: "The account's members, subscriptions, sign-ins, actions and open invitations, counted",
      response: { 200: DashboardView, ...errorResponses(401, 403) },
    },
    preHandler: inAccount(VIEW_DASHBOARD),
  }, async (request) => dashboardOf(db, requireTenant(request).accountId));

  app.get('/account-map', {
    schema: {
      tags: ['account'], summary: 'The accounts you are an active member of, with their countries and, where you may see it, their members',
      response: { 200: AccountMapView, ...errorResponses(401) },
    },
  }, async (request) => accountMapOf(db, requireCaller(request).userId));
};

export default dashboardRoutes;

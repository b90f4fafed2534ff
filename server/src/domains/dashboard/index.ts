// Dashboard: the account's figures for the console's dashboards and charts routes, under /users.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import dashboardRoutes from './routes/dashboard';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const dashboard: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(dashboardRoutes, { prefix: SERVICE_PREFIXES.account });
};

export default dashboard;

// Dashboard: the account's figures for the console's dashboards and charts routes, under /users.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import dashboardRoutes from './routes/dashboard';

const dashboard: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(dashboardRoutes, { prefix: '/users' });
};

export default dashboard;

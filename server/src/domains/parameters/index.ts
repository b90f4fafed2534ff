// Parameters: app parameters (developer-portal.md §7), under /app/parameter: one read by name for
// every member (idleTime at sign-in), and the account's own values, managed with manage_parameters.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import appParameterRoutes from './routes/appParameter';
import parameterChangeRoutes from './routes/parameterChanges';

const parameters: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(appParameterRoutes, { prefix: '/app/parameter' });
  await app.register(parameterChangeRoutes, { prefix: '/app/parameter' });
};

export default parameters;

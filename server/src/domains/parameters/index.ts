// Parameters: app parameters (developer-portal.md §7), under /app/parameter: one read by name for
// every member (idleTime at sign-in), and the account's own values, managed with manage_parameters.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import appParameterRoutes from './routes/appParameter';
import parameterChangeRoutes from './routes/parameterChanges';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const parameters: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(appParameterRoutes, { prefix: SERVICE_PREFIXES.parameter });
  await app.register(parameterChangeRoutes, { prefix: SERVICE_PREFIXES.parameter });
};

export default parameters;

// Parameters: app parameters (developer-portal.md §7), under /app/parameter: one read by name for
// every member (idleTime at sign-in), the account's own values, managed with manage_parameters, and
// the list in force read by a subscribed app's server with an API key of its instance.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import appParameterRoutes from './routes/appParameter';
import parameterChangeRoutes from './routes/parameterChanges';
import parametersWithApiKeyRoutes from './routes/parametersWithApiKey';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const parameters: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(appParameterRoutes, { prefix: SERVICE_PREFIXES.parameter });
  await app.register(parameterChangeRoutes, { prefix: SERVICE_PREFIXES.parameter });
  await app.register(parametersWithApiKeyRoutes, { prefix: SERVICE_PREFIXES.parameter });
};

export default parameters;

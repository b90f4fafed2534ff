// App parameters (developer-portal.md §7), the package's server part (its `./server` export), under
// /app/parameter: one read by name for every member (idleTime when entering an account), the
// account's own values, managed with manage_parameters, and the list in force read by a subscribed
// app's server with an API key of its instance. Its migrations (./migrations) add the platform's
// default parameters.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '@platform-console/plugin-api/server';
import { SERVICE_PREFIXES } from '@platform-console/plugin-api/contract';
import { MANAGE_PARAMETERS } from '../contract/parametersFlags';
import appParameterRoutes from './routes/appParameter';
import parameterChangeRoutes from './routes/parameterChanges';
import parametersWithApiKeyRoutes from './routes/parametersWithApiKey';

/** Its flag in the AdminApp catalog, so roles can grant it (owners hold it through allpermissions). */
export const adminPermissions = { [MANAGE_PARAMETERS]: 'Manage app parameters' };

/** Its operations' tag in the API description (their names' first segment, contract/parametersRoutes.ts). */
export const openApiTags = [{ name: 'parameters', description: 'App parameters and the values in force for an instance' }];

const parameters: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(appParameterRoutes, { prefix: SERVICE_PREFIXES.parameter });
  await app.register(parameterChangeRoutes, { prefix: SERVICE_PREFIXES.parameter });
  await app.register(parametersWithApiKeyRoutes, { prefix: SERVICE_PREFIXES.parameter });
};

export default parameters;

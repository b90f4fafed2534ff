// Parameters: app parameters (developer-portal.md §7), under /app/parameter.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import appParameterRoutes from './routes/appParameter';

const parameters: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(appParameterRoutes, { prefix: '/app/parameter' });
};

export default parameters;

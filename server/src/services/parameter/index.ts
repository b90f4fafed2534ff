// The parameter service (developer-portal.md §7 "App parameters"), mounted at /app/parameter.
import type { FastifyPluginAsync } from 'fastify';
import appParameterRoutes from './routes/appParameter';

const parameterService: FastifyPluginAsync = async (app) => {
  await app.register(appParameterRoutes);
};

export default parameterService;

// My apps: signing in to a subscribed app (app login), under /auth.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import appLoginRoutes from './routes/appLogin';

const myApps: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(appLoginRoutes, { prefix: '/auth' });
};

export default myApps;

// My apps: signing in to a subscribed app (app login), under /auth.
import type { FastifyPluginAsync } from 'fastify';
import appLoginRoutes from './routes/appLogin';

const myApps: FastifyPluginAsync = async (app) => {
  await app.register(appLoginRoutes, { prefix: '/auth' });
};

export default myApps;

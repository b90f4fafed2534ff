// Session: sign-in (with its two-factor step), refresh, sign-out and the token checks other
// services make, mounted under /auth and /manage.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import sessionRoutes from './routes/session';
import manageRoutes from './routes/manage';

const session: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(sessionRoutes, { prefix: '/auth' });
  await app.register(manageRoutes, { prefix: '/manage' });
};

export default session;

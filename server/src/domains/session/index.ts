// Session: sign-in (with its two-factor step), refresh, sign-out and the token checks other
// services make, mounted under /auth and /manage.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import sessionRoutes from './routes/session';
import manageRoutes from './routes/manage';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const session: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(sessionRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(manageRoutes, { prefix: SERVICE_PREFIXES.manage });
};

export default session;

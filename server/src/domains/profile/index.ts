// Profile: the signed-in user's own details, password and two-factor set-up, under /auth.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import profileRoutes from './routes/profile';
import twoFactorRoutes from './routes/twoFactor';

const profile: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(profileRoutes, { prefix: '/auth' });
  await app.register(twoFactorRoutes, { prefix: '/auth' });
};

export default profile;

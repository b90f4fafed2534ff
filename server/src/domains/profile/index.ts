// Profile: the signed-in user's own details, password and two-factor set-up, under /auth.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import profileRoutes from './routes/profile';
import twoFactorRoutes from './routes/twoFactor';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const profile: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(profileRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(twoFactorRoutes, { prefix: SERVICE_PREFIXES.auth });
};

export default profile;

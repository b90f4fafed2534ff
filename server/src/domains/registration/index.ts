// Registration: sign-up, the sign-up request, e-mail verification and password recovery, under /auth.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import registrationRoutes from './routes/registration';
import recoveryRoutes from './routes/recovery';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const registration: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(registrationRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(recoveryRoutes, { prefix: SERVICE_PREFIXES.auth });
};

export default registration;

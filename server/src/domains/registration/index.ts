// Registration: sign-up, the sign-up request, e-mail verification and password recovery, under /auth.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import registrationRoutes from './routes/registration';
import recoveryRoutes from './routes/recovery';

const registration: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(registrationRoutes, { prefix: '/auth' });
  await app.register(recoveryRoutes, { prefix: '/auth' });
};

export default registration;

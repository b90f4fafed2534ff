// Single sign-on: the providers (OIDC, Facebook), their flow and the SSO calls under /auth.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import ssoRoutes from './routes/sso';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const singleSignOn: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(ssoRoutes, { prefix: SERVICE_PREFIXES.auth });
};

export default singleSignOn;

// API documents: the OpenAPI document, under /manage.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import openapiRoutes from './routes/openapi';

const apiDocuments: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(openapiRoutes, { prefix: '/manage' });
};

export default apiDocuments;

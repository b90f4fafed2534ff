// API documents: the OpenAPI document, under /manage.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import openapiRoutes from './routes/openapi';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const apiDocuments: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(openapiRoutes, { prefix: SERVICE_PREFIXES.manage });
};

export default apiDocuments;

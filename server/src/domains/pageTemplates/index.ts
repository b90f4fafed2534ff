// Page Templates: the account's page templates, under /manage/page-templates. Every route is authenticated by
// default and adds the contract's flags (contract/pageTemplatesFlags.ts) in the account of the headers.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import pageTemplateRoutes from './routes/pageTemplates';

const pageTemplates: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(pageTemplateRoutes, { prefix: '/manage' });
};

export default pageTemplates;

// Email Templates: the account's email templates, under /manage/email-templates. Every route is authenticated by
// default and adds the contract's flags (contract/emailTemplatesFlags.ts) in the account of the headers.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import emailTemplateRoutes from './routes/emailTemplates';

const emailTemplates: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(emailTemplateRoutes, { prefix: '/manage' });
};

export default emailTemplates;

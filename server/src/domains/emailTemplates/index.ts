// Email templates (developer-portal.md §3, §7 "Email templates (manage service)"): an app's templates
// under /manage/app-template (its developer's) and an app instance's under /manage/instance-template
// (the subscribing account's), each with a test mail to the signed-in user. Every route is
// authenticated by default and adds its flags in the account of the headers.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import appTemplateRoutes from './routes/appTemplates';
import instanceTemplateRoutes from './routes/instanceTemplates';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const emailTemplates: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(appTemplateRoutes, { prefix: SERVICE_PREFIXES.manage });
  await app.register(instanceTemplateRoutes, { prefix: SERVICE_PREFIXES.manage });
};

export default emailTemplates;

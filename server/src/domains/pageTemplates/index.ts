// Page templates and their pages (developer-portal.md §7 "Page templates"), under /app/developerApp: an
// app's and an instance's templates, their drafts and published pages, each save's revision. Every route is
// authenticated by default and adds the contract's flags (contract/pageTemplatesFlags.ts) in the account of
// the headers.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import templateRoutes from './routes/templates';
import pageRoutes from './routes/pages';
import previewFrameRoutes from './routes/previewFrame';
import { historyRoutes } from './history';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const pageTemplates: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(templateRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(pageRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(previewFrameRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(historyRoutes, { prefix: SERVICE_PREFIXES.storage });
};

export default pageTemplates;

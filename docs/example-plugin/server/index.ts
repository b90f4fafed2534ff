// The example plugin's server side: the notes domain's Fastify plugin, under /manage (the service its
// routes declare). Every route it adds is authenticated by default and adds its declared flags
// (../contract/notesRoutes.ts) in the account of the headers. In the product, a domain is mounted by
// one line in server/src/domains/registry.ts; the example stays out of the product and its test
// mounts it with buildApp's extra domains.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../../server/src/security/authenticatedByDefault';
import { SERVICE_PREFIXES } from '../../../contract/services';
import noteRoutes from './routes/notes';

const notesDomain: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(noteRoutes, { prefix: SERVICE_PREFIXES.manage });
};

export default notesDomain;

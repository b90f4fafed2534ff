// The example plugin's server side: the notes domain's Fastify plugin. Every route it adds is
// authenticated by default; the routes add the contract's flags (inAccount). In the product, a
// domain is mounted by one line in server/src/domains/registry.ts; the example stays out of the
// product and its test mounts it with buildApp's extra domains.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../../server/src/security/authenticatedByDefault';
import noteRoutes from './routes/notes';

const notesDomain: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(noteRoutes, { prefix: '/manage' });
};

export default notesDomain;

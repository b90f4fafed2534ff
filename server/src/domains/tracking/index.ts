// Tracking: the trace call, under /logtrace (the spec leaves its path open; DESIGN §3).
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import trackRoutes from './routes/track';

const tracking: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(trackRoutes, { prefix: '/logtrace' });
};

export default tracking;

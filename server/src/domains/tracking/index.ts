// Tracking: the trace call, under /logtrace (the spec leaves its path open; DESIGN §3).
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import trackRoutes from './routes/track';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const tracking: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(trackRoutes, { prefix: SERVICE_PREFIXES.tracking });
};

export default tracking;

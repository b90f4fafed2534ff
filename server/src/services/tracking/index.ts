// The tracking service, mounted at /logtrace (the spec leaves the trace call's path open; DESIGN §3).
import type { FastifyPluginAsync } from 'fastify';
import trackRoutes from './routes/track';

const trackingService: FastifyPluginAsync = async (app) => {
  await app.register(trackRoutes);
};

export default trackingService;

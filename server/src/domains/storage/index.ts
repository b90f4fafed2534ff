// Storage: uploaded logos and their thumbnails, under /storage (DESIGN §3).
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import imageRoutes from './routes/images';

const storage: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(imageRoutes, { prefix: '/storage' });
};

export default storage;

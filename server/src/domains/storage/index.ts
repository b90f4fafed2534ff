// Storage: uploaded logos and their thumbnails, under /storage (DESIGN §3).
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import imageRoutes from './routes/images';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const storage: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(imageRoutes, { prefix: SERVICE_PREFIXES.storage });
};

export default storage;

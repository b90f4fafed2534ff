// The storage service, mounted at /storage (DESIGN §3): uploaded logos and their thumbnails.
import type { FastifyPluginAsync } from 'fastify';
import imageRoutes from './routes/images';

const storageService: FastifyPluginAsync = async (app) => {
  await app.register(imageRoutes);
};

export default storageService;

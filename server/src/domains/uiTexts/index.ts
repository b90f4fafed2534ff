// UI texts: an app's translatable UI properties (developer-portal.md §7 "UI properties"); AdminApp's
// are the console's labels, loaded after sign-in. Under /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import propertyRoutes from './routes/properties';

const uiTexts: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(propertyRoutes, { prefix: '/app/developerApp' });
};

export default uiTexts;

// UI texts: an app's translatable UI properties (developer-portal.md §7 "UI properties"), managed by
// its developer, and each instance's own texts, managed by the subscribing account; AdminApp's are
// the console's labels, loaded after sign-in with the account's own. Under /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import propertyRoutes from './routes/properties';
import appTextRoutes from './routes/appTexts';
import instanceTextRoutes from './routes/instanceTexts';

const uiTexts: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(propertyRoutes, { prefix: '/app/developerApp' });
  await app.register(appTextRoutes, { prefix: '/app/developerApp' });
  await app.register(instanceTextRoutes, { prefix: '/app/developerApp' });
};

export default uiTexts;

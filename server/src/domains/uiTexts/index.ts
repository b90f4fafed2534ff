// UI texts: an app's translatable UI properties (developer-portal.md §7 "UI properties"), managed by
// its developer, and each instance's own texts, managed by the subscribing account; AdminApp's are
// the console's labels, loaded after sign-in with the account's own; and an app's texts as its own
// server reads them with an API key of its instance. Under /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import propertyRoutes from './routes/properties';
import appTextRoutes from './routes/appTexts';
import instanceTextRoutes from './routes/instanceTexts';
import textsWithApiKeyRoutes from './routes/textsWithApiKey';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const uiTexts: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(propertyRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(appTextRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(instanceTextRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(textsWithApiKeyRoutes, { prefix: SERVICE_PREFIXES.developerApp });
};

export default uiTexts;

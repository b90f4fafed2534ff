// Developer portal: a developer's apps (list, create, change, delete), their settings form and
// the parent app, under /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import appListRoutes from './routes/appList';
import appChangeRoutes from './routes/appChanges';
import parentAppRoutes from './routes/parentApp';
import settingsRoutes from './routes/settings';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const developerPortal: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(appListRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(appChangeRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(parentAppRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(settingsRoutes, { prefix: SERVICE_PREFIXES.developerApp });
};

export default developerPortal;

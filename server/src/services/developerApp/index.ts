// The developerApp service (developer-portal.md §7), mounted at /app/developerApp. For now the
// calls the signed-in shell makes: permission flags, roles held, UI labels and the parent app.
import type { FastifyPluginAsync } from 'fastify';
import permissionRoutes from './routes/permissions';
import propertyRoutes from './routes/properties';
import appRoutes from './routes/apps';
import appListRoutes from './routes/appList';
import appChangeRoutes from './routes/appChanges';
import subscriptionRoutes from './routes/subscriptions';
import marketplaceRoutes from './routes/marketplace';
import settingsRoutes from './routes/settings';

const developerAppService: FastifyPluginAsync = async (app) => {
  await app.register(permissionRoutes);
  await app.register(propertyRoutes);
  await app.register(appRoutes);
  await app.register(appListRoutes);
  await app.register(appChangeRoutes);
  await app.register(subscriptionRoutes);
  await app.register(marketplaceRoutes);
  await app.register(settingsRoutes);
};

export default developerAppService;

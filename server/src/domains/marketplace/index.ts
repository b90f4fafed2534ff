// Marketplace: published apps, the account's subscriptions and subscribing, under /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import marketplaceRoutes from './routes/marketplace';
import subscriptionRoutes from './routes/subscriptions';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const marketplace: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(marketplaceRoutes, { prefix: SERVICE_PREFIXES.developerApp });
  await app.register(subscriptionRoutes, { prefix: SERVICE_PREFIXES.developerApp });
};

export default marketplace;

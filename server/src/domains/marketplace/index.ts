// Marketplace: published apps, the account's subscriptions and subscribing, under /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import marketplaceRoutes from './routes/marketplace';
import subscriptionRoutes from './routes/subscriptions';

const marketplace: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(marketplaceRoutes, { prefix: '/app/developerApp' });
  await app.register(subscriptionRoutes, { prefix: '/app/developerApp' });
};

export default marketplace;

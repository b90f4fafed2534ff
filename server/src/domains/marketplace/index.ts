// Marketplace: published apps, the account's subscriptions and subscribing, under /app/developerApp.
import type { FastifyPluginAsync } from 'fastify';
import marketplaceRoutes from './routes/marketplace';
import subscriptionRoutes from './routes/subscriptions';

const marketplace: FastifyPluginAsync = async (app) => {
  await app.register(marketplaceRoutes, { prefix: '/app/developerApp' });
  await app.register(subscriptionRoutes, { prefix: '/app/developerApp' });
};

export default marketplace;

// API keys of app instances (developer-portal.md §7 "API keys"): managed by the subscribing account,
// verified by the subscribed app. Under /app/developerApp. Uses of keys are counted in memory and
// written every few seconds (and before a list of keys is read, and on close).
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import apiKeyRoutes from './routes/apiKeys';
import verifyRoutes from './routes/verify';
import { usageOf, USAGE_FLUSH_MS } from './verification';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const apiKeys: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  const usage = usageOf(app.platform.database.db);
  const timer = setInterval(() => { usage.flush().catch((err: Error) => app.log.error({ err }, 'API key usage was not written')); }, USAGE_FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await usage.flush();
  });
  await app.register(apiKeyRoutes, { prefix: SERVICE_PREFIXES.developerApp, usage });
  await app.register(verifyRoutes, { prefix: SERVICE_PREFIXES.developerApp, usage });
};

export default apiKeys;

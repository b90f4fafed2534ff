// The activity log: reading the account's traces (under /logtrace, beside the tracking domain that
// records the console's), and the retention purge, which runs at start and every hour.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import activityRoutes from './routes/activity';
import { PURGE_EVERY_MS, purgeActivity } from './retention';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const activityLog: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(activityRoutes, { prefix: SERVICE_PREFIXES.tracking });

  const { database: { db }, config } = app.platform;
  const purge = () => purgeActivity(db, config.activityRetentionDays)
    .catch((err: Error) => app.log.error({ err }, 'The activity purge failed'));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = purge();
    timer = setInterval(() => { running = purge(); }, PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};

export default activityLog;

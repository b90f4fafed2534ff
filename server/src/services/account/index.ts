// The account service (console-shell.md §7 "Account calls"), mounted at /users. Every route acts
// for the signed-in caller: accounts are reached through the caller's own memberships.
import type { FastifyPluginAsync } from 'fastify';
import readRoutes from './routes/read';
import writeRoutes from './routes/write';
import defaultAccountRoutes from './routes/defaultAccount';
import readNotificationRoutes from './routes/readNotification';

const accountService: FastifyPluginAsync = async (app) => {
  await app.register(readRoutes);
  await app.register(writeRoutes);
  await app.register(defaultAccountRoutes);
  await app.register(readNotificationRoutes);
};

export default accountService;

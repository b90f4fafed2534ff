// The account service (console-shell.md §7 "Account calls"), mounted at /users. Every route acts
// for the signed-in caller: accounts are reached through the caller's own memberships.
import type { FastifyPluginAsync } from 'fastify';
import readRoutes from './routes/read';
import writeRoutes from './routes/write';
import defaultAccountRoutes from './routes/defaultAccount';
import readNotificationRoutes from './routes/readNotification';
import accountUserRoutes from './routes/accountUsers';
import userInvitationRoutes from './routes/userInvitations';
import invitationResponseRoutes from './routes/invitationResponses';

const accountService: FastifyPluginAsync = async (app) => {
  await app.register(readRoutes);
  await app.register(writeRoutes);
  await app.register(defaultAccountRoutes);
  await app.register(readNotificationRoutes);
  await app.register(accountUserRoutes);
  await app.register(userInvitationRoutes);
  await app.register(invitationResponseRoutes);
};

export default accountService;

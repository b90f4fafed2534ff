// Users: an account's users, their roles and invitations (sending, answering, resending), under
// /users and /auth.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import accountUserRoutes from './routes/accountUsers';
import userInvitationRoutes from './routes/userInvitations';
import invitationResponseRoutes from './routes/invitationResponses';
import inviteUserRoutes from './routes/inviteUser';

const users: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(accountUserRoutes, { prefix: '/users' });
  await app.register(userInvitationRoutes, { prefix: '/users' });
  await app.register(invitationResponseRoutes, { prefix: '/users' });
  await app.register(inviteUserRoutes, { prefix: '/auth' });
};

export default users;

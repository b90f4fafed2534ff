// Users: an account's users, their roles and invitations (sending, answering, resending), under
// /users and /auth.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import accountUserRoutes from './routes/accountUsers';
import userInvitationRoutes from './routes/userInvitations';
import invitationResponseRoutes from './routes/invitationResponses';
import inviteUserRoutes from './routes/inviteUser';
import { SERVICE_PREFIXES } from '../../../../contract/services';

const users: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(accountUserRoutes, { prefix: SERVICE_PREFIXES.account });
  await app.register(userInvitationRoutes, { prefix: SERVICE_PREFIXES.account });
  await app.register(invitationResponseRoutes, { prefix: SERVICE_PREFIXES.account });
  await app.register(inviteUserRoutes, { prefix: SERVICE_PREFIXES.auth });
};

export default users;

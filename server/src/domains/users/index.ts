// Users: an account's users, their roles and invitations (sending, answering, resending), under
// /users and /auth.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import accountUserRoutes from './routes/accountUsers';
import userInvitationRoutes from './routes/userInvitations';
import invitationResponseRoutes from './routes/invitationResponses';
import inviteUserRoutes from './routes/inviteUser';

// Used by registration and single sign-on, which accept an invitation on sign-up.
export { acceptInvitation, usableInvitation } from './invitations';
// Used by the roles domain, whose assignRolesToUser applies the rules of account-users-roles.
export { checkGrants } from './roleGrants';
export { replaceMemberRoles, type Caller } from './memberChanges';

const users: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(accountUserRoutes, { prefix: '/users' });
  await app.register(userInvitationRoutes, { prefix: '/users' });
  await app.register(invitationResponseRoutes, { prefix: '/users' });
  await app.register(inviteUserRoutes, { prefix: '/auth' });
};

export default users;

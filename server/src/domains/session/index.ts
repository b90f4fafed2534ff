// Session: sign-in (with its two-factor step), refresh, sign-out and the token checks other
// services make, mounted under /auth and /manage.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import sessionRoutes from './routes/session';
import manageRoutes from './routes/manage';

// Shared with profile, registration and single sign-on, which answer with the same shapes or sign in.
export {
  ChangePassword, LoginReply, Message, MfaSetup, PasswordCandidate, PasswordVerdict, UpdateUser, UserDetails,
  UserUpdated, UsernameQuery, Using2fa, Using2faChanged, Using2faQuery,
} from '../../../../contract/session';
export { consumeCode, loginReply } from './signIn';

const session: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(sessionRoutes, { prefix: '/auth' });
  await app.register(manageRoutes, { prefix: '/manage' });
};

export default session;

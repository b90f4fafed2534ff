// The auth service (console-shell.md §7), mounted at /auth: sign-in and sessions, the user's own
// profile, and two-factor set-up.
import type { FastifyPluginAsync } from 'fastify';
import session from './session';
import profile from './profile';
import twoFactor from './twoFactor';
import inviteUser from './inviteUser';

const authService: FastifyPluginAsync = async (app) => {
  await app.register(session);
  await app.register(profile);
  await app.register(twoFactor);
  await app.register(inviteUser);
};

export default authService;

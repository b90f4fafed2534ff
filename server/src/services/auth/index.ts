// The auth service (console-shell.md §7), mounted at /auth: sign-in and sessions, the user's own
// profile, two-factor set-up, registration and password recovery, and single sign-on.
import type { FastifyPluginAsync } from 'fastify';
import session from './session';
import profile from './profile';
import twoFactor from './twoFactor';
import appLogin from './appLogin';
import registration from './registration';
import recovery from './recovery';
import sso from './sso';

const authService: FastifyPluginAsync = async (app) => {
  await app.register(session);
  await app.register(profile);
  await app.register(twoFactor);
  await app.register(appLogin);
  await app.register(registration);
  await app.register(recovery);
  await app.register(sso);
};

export default authService;

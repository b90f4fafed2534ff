// The auth service (console-shell.md §7), mounted at /auth: sign-in and sessions, the user's own
// profile, two-factor set-up, registration and password recovery, single sign-on, notifications
// (list, live stream) and access requests.
import type { FastifyPluginAsync } from 'fastify';
import session from './session';
import profile from './profile';
import twoFactor from './twoFactor';
import notifications from './notifications';
import notificationStream from './notificationStream';
import accessRequests from './accessRequests';
import appLogin from './appLogin';
import registration from './registration';
import recovery from './recovery';
import sso from './sso';
import inviteUser from './inviteUser';

const authService: FastifyPluginAsync = async (app) => {
  await app.register(session);
  await app.register(profile);
  await app.register(twoFactor);
  await app.register(notifications);
  await app.register(notificationStream);
  await app.register(accessRequests);
  await app.register(appLogin);
  await app.register(registration);
  await app.register(recovery);
  await app.register(sso);
  await app.register(inviteUser);
};

export default authService;

// The profile domain's routes (console-shell.md §7): the signed-in user's own details, password and
// two-factor set-up on the auth service, declared once (routeTable.ts). They belong to the user, not
// to an account: any signed-in user may call them for themself.
import type {
  ChangePassword, Message, MfaSetup, UpdateUser, UserDetails, UsernameQuery, UserUpdated, Using2fa, Using2faChanged, Using2faQuery,
} from './session';
import { namedRoutes, route } from './routeTable';

const service = 'auth';
const own = { service, flags: [], account: false } as const;

export const profileRoutes = namedRoutes('profile', {
  details: route<{ query: typeof UsernameQuery; response: typeof UserDetails }>({ ...own, method: 'GET', path: '/getUserDetails' }),
  update: route<{ body: typeof UpdateUser; response: typeof UserUpdated }>({ ...own, method: 'POST', path: '/update-user' }),
  changePassword: route<{ body: typeof ChangePassword; response: typeof Message }>({ ...own, method: 'POST', path: '/changePassword' }),
});

export const twoFactorRoutes = namedRoutes('profile.twoFactor', {
  setup: route<{ query: typeof UsernameQuery; response: typeof MfaSetup }>({ ...own, method: 'GET', path: '/mfasetup' }),
  switch: route<{ query: typeof Using2faQuery; response: typeof Using2faChanged }>({ ...own, method: 'GET', path: '/using2fa' }),
  state: route<{ query: typeof UsernameQuery; response: typeof Using2fa }>({ ...own, method: 'GET', path: '/getUsing2fa' }),
});

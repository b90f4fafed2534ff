// The registration domain's routes (console-shell.md §7: register, emailCheck, verifyMail, verify,
// create-request, resetPasswordMail, resetPassword), declared once (routeTable.ts). What each takes
// and answers are the TypeBox schemas of contract/registration.ts, named by type only. All are
// public (the caller has no session yet): the server mounts them by hand at these paths.
import type {
  EmailCheck, EmailCheckQuery, Register, Registered, RegisterQuery, ResetPassword, SignUpRequest, UsernameBody, VerifyQuery,
} from './registration';
import type { Message } from './session';
import { namedRoutes, route } from './routeTable';

const inNoAccount = { service: 'auth', flags: [], account: false } as const;

/** Registering (with or without an invitation), the address checked and verified, access asked for. */
export const registrationRoutes = namedRoutes('registration', {
  register: route<{ query: typeof RegisterQuery; body: typeof Register; response: typeof Registered }>({
    ...inNoAccount, method: 'POST', path: '/register',
  }),
  emailCheck: route<{ query: typeof EmailCheckQuery; response: typeof EmailCheck }>({ ...inNoAccount, method: 'GET', path: '/emailCheck' }),
  resendVerification: route<{ body: typeof UsernameBody; response: typeof Message }>({ ...inNoAccount, method: 'POST', path: '/verifyMail' }),
  verify: route<{ query: typeof VerifyQuery; response: typeof Message }>({ ...inNoAccount, method: 'GET', path: '/verify' }),
  requestAccess: route<{ body: typeof SignUpRequest; response: typeof Message }>({ ...inNoAccount, method: 'POST', path: '/create-request' }),
});

/** A forgotten password: the mailed link, and the new password it allows. */
export const recoveryRoutes = namedRoutes('registration.recovery', {
  askReset: route<{ body: typeof UsernameBody; response: typeof Message }>({ ...inNoAccount, method: 'POST', path: '/resetPasswordMail' }),
  reset: route<{ body: typeof ResetPassword; response: typeof Message }>({ ...inNoAccount, method: 'POST', path: '/resetPassword' }),
});

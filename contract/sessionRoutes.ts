// The session domain's routes (console-shell.md §4, §7), declared once (routeTable.ts): signing in
// with its two-factor step, refreshing and ending a session on the auth service, and the manage
// service's calls. What each takes and answers are the TypeBox schemas of contract/session.ts and
// sessionManage.ts, named by type only. None is in an account. Signing in, refreshing, signing out
// and the API version are public (there is no session yet, or it may be over): the server mounts
// them by hand at these paths; the token checks and fellow members' names are a signed-in user's.
import type { Credentials, LoginReply, Message, RefreshRequest, SignedIn, TokenCheck, TokenPair, TwoFactorLogin } from './session';
import type { UserIds, UserSummaries, Version } from './sessionManage';
import { namedRoutes, route } from './routeTable';

const inNoAccount = { flags: [], account: false } as const;
const auth = { service: 'auth', ...inNoAccount } as const;
const manage = { service: 'manage', ...inNoAccount } as const;

/** Signing in (a session, or the two-factor step), the session kept fresh, and signing out. */
export const signInRoutes = namedRoutes('session', {
  login: route<{ body: typeof Credentials; response: typeof LoginReply }>({ ...auth, method: 'POST', path: '/login' }),
  twoFactor: route<{ body: typeof TwoFactorLogin; response: typeof SignedIn }>({ ...auth, method: 'POST', path: '/twoFactorAuth' }),
  refresh: route<{ body: typeof RefreshRequest; response: typeof TokenPair }>({ ...auth, method: 'POST', path: '/refresh-token' }),
  /** The session to end is named by headers (SignOutHeaders), which a declaration does not carry. */
  signOut: route<{ response: typeof Message }>({ ...auth, method: 'GET', path: '/adminLogout' }),
  signOutEverywhere: route<{ response: typeof Message }>({ ...auth, method: 'GET', path: '/logout' }),
  /** The spec's check on the auth service; the console checks on the manage service's. */
  tokenCheck: route<{ response: typeof TokenCheck }>({ ...auth, method: 'POST', path: '/tokenCheck' }),
});

/** The manage service's: the API version for the footer, the start-up token check, fellow members' names. */
export const manageRoutes = namedRoutes('session.manage', {
  version: route<{ response: typeof Version }>({ ...manage, method: 'GET', path: '/auth/version' }),
  tokenCheck: route<{ response: typeof TokenCheck }>({ ...manage, method: 'GET', path: '/auth/tokenCheck' }),
  userNames: route<{ body: typeof UserIds; response: typeof UserSummaries }>({ ...manage, method: 'POST', path: '/auth/users-list' }),
});

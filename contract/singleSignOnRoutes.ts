// The single sign-on domain's routes (console-shell.md §7), declared once (routeTable.ts). What each
// takes and answers are the TypeBox schemas of contract/singleSignOn.ts (and session.ts's sign-in
// answer), named by type only. The flow's calls are public (the user is signing in): the server
// mounts them by hand at these paths. Joining an invitation's account is a signed-in user's own.
// The provider's return to /auth/linkedin is a browser navigation, not a call: it is not here.
import type {
  AccountJoined, InvitationKeyQuery, OptionalInvitationKeyQuery, SsoAuthorization, SsoAuthorize, SsoCode, SsoPayload,
  SsoProviderList, SsoToken, SsoTokenBody, SsoTokenQuery,
} from './singleSignOn';
import type { LoginReply } from './session';
import { namedRoutes, route } from './routeTable';

const inNoAccount = { service: 'auth', flags: [], account: false } as const;

/** ssoProviders → ssoAuthorize → the provider → getLinkedInSSOToken → getLinkedInSSOData → ssoLogin or ssoRegister. */
export const singleSignOnRoutes = namedRoutes('singleSignOn', {
  providers: route<{ response: typeof SsoProviderList }>({ ...inNoAccount, method: 'GET', path: '/ssoProviders' }),
  authorize: route<{ body: typeof SsoAuthorize; response: typeof SsoAuthorization }>({ ...inNoAccount, method: 'POST', path: '/ssoAuthorize' }),
  exchangeCode: route<{ body: typeof SsoCode; response: typeof SsoToken }>({ ...inNoAccount, method: 'POST', path: '/getLinkedInSSOToken' }),
  identity: route<{ query: typeof SsoTokenQuery; response: typeof SsoPayload }>({ ...inNoAccount, method: 'GET', path: '/getLinkedInSSOData' }),
  signIn: route<{ body: typeof SsoTokenBody; response: typeof LoginReply }>({ ...inNoAccount, method: 'POST', path: '/ssoLogin' }),
  register: route<{ query: typeof OptionalInvitationKeyQuery; body: typeof SsoTokenBody; response: typeof LoginReply }>({
    ...inNoAccount, method: 'POST', path: '/ssoRegister',
  }),
  /** The signed-in user joins the invitation's account. */
  joinAccount: route<{ query: typeof InvitationKeyQuery; response: typeof AccountJoined }>({ ...inNoAccount, method: 'PUT', path: '/add-account' }),
});

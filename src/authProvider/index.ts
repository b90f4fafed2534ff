// react-admin's AuthProvider over the session (DESIGN §5). Access questions are answered from the
// flags kept in the session, never with a network call (DESIGN §7).
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { PluginRegistry } from '../plugins/registry';
import { consoleUrl, routes } from '../config/constants';
import { request } from '../dataProviders/httpClient';
import { manageRoutes, signInRoutes } from '../../contract/sessionRoutes';
import { hardNavigate } from '../session/hardNavigate';
import { endSessionAndGoToLogin, loginUrl } from '../session/navigation';
import { currentConsolePath, returningTo } from '../session/returnTarget';
import { session, type Flags } from '../session/session';
import { signIn } from './signIn';
import { whenFlagsReady } from './flagsReady';
import { declaredAddress, sendDeclared } from '../dataProviders/declaredSend';

export type SignOutScope = 'this' | 'all';

/** The start-up token check: its status is read (200 only), so it is not a callDeclared. */
const tokenCheckAddress = declaredAddress(manageRoutes.tokenCheck);

/** Rejection telling react-admin to sign out quietly; our logout() does the actual navigation. */
const toLogin = () => ({ redirectTo: routes.login, message: false as const });

/** A 401 from a wrong password (e.g. a change-password form) is the user's typo, not a dead session. */
const isSessionError = (error: { status?: number; body?: { error?: unknown } } | undefined) =>
  error?.status === 401 && error.body?.error !== 'invalid_credentials';

export function currentFlags(): Flags {
  if (!session.get('accountId')) return {};
  return session.getJson<Flags>('permissions') ?? {};
}

/** The signed-in user as react-admin shows them, from the session. */
export function currentIdentity(): UserIdentity {
  const fullName = [session.get('firstName'), session.get('lastName')].filter(Boolean).join(' ');
  return {
    id: session.get('userId') ?? '',
    fullName: fullName || (session.get('username') ?? ''),
    avatar: session.get('profilePicture') ?? undefined,
  };
}

/** Tells the server to end this session (or every session of the user); nobody waits for it. */
function signOutOnServer(scope: SignOutScope): void {
  const accessToken = session.get('accessToken');
  const refreshToken = session.get('refreshToken');
  if (!accessToken && !refreshToken) return;
  void sendDeclared(scope === 'all' ? signInRoutes.signOutEverywhere : signInRoutes.signOut, {
    headers: {
      Authorization: `Bearer ${accessToken ?? ''}`,
      refreshToken: refreshToken ?? '',
      username: session.get('username') ?? '',
    },
    keepalive: true,
  });
}

export function createAuthProvider(registry: PluginRegistry): AuthProvider {
  /** The start-up token check runs once per page load (console-shell.md §4). */
  let tokenCheck: Promise<void> | null = null;
  let tokenRefused = false;

  return {
    async login({ username, password }: { username: string; password: string }) {
      const result = await signIn(username, password);
      hardNavigate(result.kind === 'signed-in' ? result.redirectTo : consoleUrl(routes.twoFactor));
      return { redirectTo: false };
    },

    async checkAuth() {
      if (!session.get('accessToken')) {
        endSessionAndGoToLogin();
        throw toLogin();
      }
      // The start-up check runs beside the first screen rather than before it (it would cost the
      // page a round trip): any failure still ends on the login page, and the server refuses a
      // dead session's calls meanwhile. A later check after a failure rejects at once.
      tokenCheck ??= request(tokenCheckAddress.service, tokenCheckAddress.path, { method: tokenCheckAddress.method }).then(
        (res) => res.status === 200,
        () => false,
      ).then((valid) => {
        if (valid) return;
        tokenRefused = true;
        endSessionAndGoToLogin();
      });
      if (tokenRefused) throw toLogin();
    },

    async checkError(error) {
      // The http client already refreshed once; a 401 that reaches here ends the session. A 403
      // only means this user lacks a flag for that call: the caller shows the server's message.
      if (isSessionError(error)) throw toLogin();
    },

    async getPermissions() {
      await whenFlagsReady();
      return currentFlags();
    },

    async canAccess({ resource, action, record }) {
      await whenFlagsReady();
      return registry.canAccess(currentFlags(), { resource, action, record });
    },

    async getIdentity() {
      return currentIdentity();
    },

    async logout(params?: { scope?: SignOutScope }) {
      // Without a session this is react-admin leaving a page that needs one (a link opened while
      // signed out): signing in comes back to it. A person signing out starts afresh.
      const signedIn = !!session.get('accessToken');
      signOutOnServer(params?.scope === 'all' ? 'all' : 'this');
      session.clear();
      hardNavigate(signedIn ? loginUrl : returningTo(loginUrl, currentConsolePath()));
      return false; // the page is being replaced: react-admin must not navigate too
    },
  };
}

// Swapping the refresh token for a new pair (console-shell.md §7 refresh-token). No react-admin
// here: the http client and the light public pages (accepting an invitation) both use it.
import { isSuccess } from './wire';
import { sendDeclared } from './declaredSend';
import { session } from '../session/session';
import { signInRoutes } from '../../contract/sessionRoutes';

/**
 * What became of a refresh: a new pair stored; refused (no refresh token, or the server said no:
 * the session is over); or the server not reached (offline, or the page navigated away mid-call),
 * which must not end a session that may still be good.
 */
export type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';

export async function refreshTokens(): Promise<RefreshOutcome> {
  const refreshToken = session.get('refreshToken');
  const accessToken = session.get('accessToken') ?? '';
  if (!refreshToken) return 'refused';
  const res = await sendDeclared(signInRoutes.refresh, {
    body: { refresh_token: refreshToken, access_token: accessToken },
    headers: { access_token: accessToken },
  });
  if (res.status === 0) return 'unreachable';
  if (!isSuccess(res.status) || !res.json?.accessToken) return 'refused';
  session.set('accessToken', res.json.accessToken);
  if (res.json.refreshToken) session.set('refreshToken', res.json.refreshToken);
  session.set('tokenGeneratedAt', Date.now());
  return 'renewed';
}

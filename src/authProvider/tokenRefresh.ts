// Swapping the refresh token for a new pair (console-shell.md §7 refresh-token). No react-admin
// here: the http client and the light public pages (accepting an invitation) both use it.
import { isSuccess, send } from '../dataProviders/wire';
import { session } from './session';

interface TokenPair {
  accessToken?: string;
  refreshToken?: string;
}

/** Stores a fresh token pair; false when there is no refresh token or the server refuses it. */
export async function refreshTokens(): Promise<boolean> {
  const refreshToken = session.get('refreshToken');
  const accessToken = session.get('accessToken') ?? '';
  if (!refreshToken) return false;
  const res = await send<TokenPair | null>('auth', '/refresh-token', {
    method: 'POST',
    body: { refresh_token: refreshToken, access_token: accessToken },
    headers: { access_token: accessToken },
  });
  if (!isSuccess(res.status) || !res.json?.accessToken) return false;
  session.set('accessToken', res.json.accessToken);
  if (res.json.refreshToken) session.set('refreshToken', res.json.refreshToken);
  session.set('tokenGeneratedAt', Date.now());
  return true;
}

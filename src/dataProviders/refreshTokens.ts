// Swaps the stored refresh token for a new pair (console-shell.md §7 refresh-token). No react-admin
// here: the light public pages that act for a signed-in user (access-decline) renew with it too.
import { session } from '../authProvider/session';
import { isSuccess, send } from './wire';

interface TokenPair {
  accessToken?: string;
  refreshToken?: string;
}

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

// The invitation calls the public pages make (console-shell.md §7: accept-invitation,
// resend-invitation-request, resend-invitation), with the session's token when there is one.
// No react-admin here. An expired token is refreshed once; a session that cannot be refreshed is
// over, and the call goes on as nobody.
import { bearerHeader, readSessionValues, session } from '../session';
import { refreshTokens } from '../dataProviders/tokenRefresh';
import { errorText } from '../dataProviders/errorText';
import { isSuccess, send, type ApiResponse } from '../dataProviders/wire';
import type { AcceptOutcome } from '../../contract/users';

export class InvitationCallError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
  /** The spec's test for offering a new invitation: a 400 whose message contains "expired". */
  get expired(): boolean {
    return this.status === 400 && /expired/i.test(this.message);
  }
}

async function putByKey<T>(path: string, key: string): Promise<T> {
  const call = () => send<T>('account', path, { method: 'PUT', query: { key }, headers: bearerHeader() });
  let res: ApiResponse<T> = await call();
  if (res.status === 401 && readSessionValues().signedIn) {
    if ((await refreshTokens()) === 'refused') session.clear();
    res = await call();
  }
  if (!isSuccess(res.status)) throw new InvitationCallError(errorText(res.status, res.json), res.status);
  return res.json;
}

export const acceptInvitation = (key: string) => putByKey<AcceptOutcome>('/accept-invitation', key);
export const requestNewInvitation = (key: string) => putByKey<{ message: string }>('/resend-invitation-request', key);
export const resendInvitation = (key: string) => putByKey<{ message: string }>('/resend-invitation', key);

// The invitation calls the public pages make (console-shell.md §7: accept-invitation,
// resend-invitation-request, resend-invitation), with the session's token when there is one.
// No react-admin here. An expired token is refreshed once; a session that cannot be refreshed is
// over, and the call goes on as nobody.
import { bearerHeader, readSessionValues, session } from '../session';
import { refreshTokens } from '../dataProviders/tokenRefresh';
import { errorText } from '../dataProviders/errorText';
import { isSuccess, type ApiResponse } from '../dataProviders/wire';
import { sendDeclared } from '../dataProviders/declaredSend';
import type { AnswerOf } from '../../contract/routeTable';
import { invitationKeyRoutes } from '../../contract/usersRoutes';

export class InvitationCallError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
  /** The spec's test for offering a new invitation: a 400 whose message contains "expired". */
  get expired(): boolean {
    return this.status === 400 && /expired/i.test(this.message);
  }
}

type KeyRoute = (typeof invitationKeyRoutes)[keyof typeof invitationKeyRoutes];

async function putByKey<R extends KeyRoute>(route: R, key: string): Promise<AnswerOf<R>> {
  // The three routes take the same key query; each answers its own shape.
  const call = () => sendDeclared<KeyRoute>(route, { query: { key }, headers: bearerHeader() }) as Promise<ApiResponse<AnswerOf<R>>>;
  let res: ApiResponse<AnswerOf<R>> = await call();
  if (res.status === 401 && readSessionValues().signedIn) {
    if ((await refreshTokens()) === 'refused') session.clear();
    res = await call();
  }
  if (!isSuccess(res.status)) throw new InvitationCallError(errorText(res.status, res.json), res.status);
  return res.json;
}

export const acceptInvitation = (key: string) => putByKey(invitationKeyRoutes.accept, key);
export const requestNewInvitation = (key: string) => putByKey(invitationKeyRoutes.requestResend, key);
export const resendInvitation = (key: string) => putByKey(invitationKeyRoutes.resend, key);

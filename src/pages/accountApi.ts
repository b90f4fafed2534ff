// The public auth calls of registration and recovery (console-shell.md §7), without a session.
// Each answers the server's message, or throws an Error with the spec's error text.
import { errorText } from '../dataProviders/errorText';
import { isSuccess, send, type QueryValues } from '../dataProviders/wire';
import type { EmailCheck, Register, Registered, SignUpRequest } from '../../contract/registration';

/** The login error code of a user who has not verified their email address yet. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified';

async function call<T>(path: string, options: { method?: string; query?: QueryValues; body?: unknown }): Promise<T> {
  const res = await send<T>('auth', path, options);
  // The server's error code travels along, so the page can say it in the reader's language (serverMessages.ts).
  if (!isSuccess(res.status)) throw Object.assign(new Error(errorText(res.status, res.json)), { code: (res.json as { error?: string } | null)?.error });
  return res.json;
}

const post = <T = { message: string }>(path: string, body: unknown, query?: QueryValues) =>
  call<T>(path, { method: 'POST', body, query });

export const accountApi = {
  /** With an invitation key the user joins the inviting account and needs no verification. */
  register: (values: Register, invitation?: { key: string; nId?: string | null }) =>
    post<Registered>('/register', values, {
      key: invitation?.key, nId: invitation?.nId,
    }),
  emailTaken: async (username: string) => (await call<EmailCheck>('/emailCheck', { query: { username } })).exists,
  resendVerification: (username: string) => post('/verifyMail', { username }),
  verify: (query: QueryValues) => call<{ message: string }>('/verify', { query }),
  askPasswordReset: (username: string) => post('/resetPasswordMail', { username }),
  resetPassword: (token: string, password: string) => post('/resetPassword', { token, password }),
  requestAccess: (request: SignUpRequest) => post('/create-request', request),
};

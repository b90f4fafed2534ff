// The public auth calls of registration and recovery (console-shell.md §7), without a session.
// Each answers the server's message, or throws an Error with the spec's error text.
import { errorText } from '../dataProviders/errorText';
import { isSuccess, send, type QueryValues } from '../dataProviders/wire';

/** The login error code of a user who has not verified their email address yet. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified';

export interface Registration {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  businessName?: string;
  contactPhone?: string;
}

export interface SignUpRequest {
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  contactPhone?: string;
  message?: string;
}

async function call<T>(path: string, options: { method?: string; query?: QueryValues; body?: unknown }): Promise<T> {
  const res = await send<T>('auth', path, options);
  if (!isSuccess(res.status)) throw new Error(errorText(res.status, res.json));
  return res.json;
}

const post = <T = { message: string }>(path: string, body: unknown, query?: QueryValues) =>
  call<T>(path, { method: 'POST', body, query });

export const accountApi = {
  /** With an invitation key the user joins the inviting account and needs no verification. */
  register: (values: Registration, invitation?: { key: string; nId?: string | null }) =>
    post<{ message: string; username: string; verificationRequired: boolean }>('/register', values, {
      key: invitation?.key, nId: invitation?.nId,
    }),
  emailTaken: async (username: string) => (await call<{ exists: boolean }>('/emailCheck', { query: { username } })).exists,
  resendVerification: (username: string) => post('/verifyMail', { username }),
  verify: (query: QueryValues) => call<{ message: string }>('/verify', { query }),
  askPasswordReset: (username: string) => post('/resetPasswordMail', { username }),
  resetPassword: (token: string, password: string) => post('/resetPassword', { token, password }),
  requestAccess: (request: SignUpRequest) => post('/create-request', request),
};

// The public auth calls of registration and recovery (console-shell.md §7), without a session, by
// their declarations (contract/registrationRoutes.ts). Each answers the server's message, or throws
// an Error with the spec's error text.
import { errorText } from '../dataProviders/errorText';
import { isSuccess, type ApiResponse } from '../dataProviders/wire';
import { sendDeclared } from '../dataProviders/declaredSend';
import type { Register, SignUpRequest } from '../../contract/registration';
import { recoveryRoutes, registrationRoutes } from '../../contract/registrationRoutes';

/** The login error code of a user who has not verified their email address yet. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified';

async function answerOf<T>(sent: Promise<ApiResponse<T>>): Promise<T> {
  const res = await sent;
  // The server's error code travels along, so the page can say it in the reader's language (serverMessages.ts).
  if (!isSuccess(res.status)) throw Object.assign(new Error(errorText(res.status, res.json)), { code: (res.json as { error?: string } | null)?.error });
  return res.json;
}

/** The verification mail's link: its token, and the spec's username and generatedDate when it has them. */
export interface VerifyLink {
  token: string;
  username?: string | null;
  generatedDate?: string | null;
}

export const accountApi = {
  /** With an invitation key the user joins the inviting account and needs no verification. */
  register: (values: Register, invitation?: { key: string; nId?: string | null }) =>
    answerOf(sendDeclared(registrationRoutes.register, {
      body: values, query: { key: invitation?.key, nId: invitation?.nId ?? undefined },
    })),
  emailTaken: async (username: string) => (await answerOf(sendDeclared(registrationRoutes.emailCheck, { query: { username } }))).exists,
  resendVerification: (username: string) => answerOf(sendDeclared(registrationRoutes.resendVerification, { body: { username } })),
  verify: ({ token, username, generatedDate }: VerifyLink) => answerOf(sendDeclared(registrationRoutes.verify, {
    query: { token, username: username ?? undefined, generatedDate: generatedDate ?? undefined },
  })),
  askPasswordReset: (username: string) => answerOf(sendDeclared(recoveryRoutes.askReset, { body: { username } })),
  resetPassword: (token: string, password: string) => answerOf(sendDeclared(recoveryRoutes.reset, { body: { token, password } })),
  requestAccess: (request: SignUpRequest) => answerOf(sendDeclared(registrationRoutes.requestAccess, { body: request })),
};

// Sign-in and its two-factor step (console-shell.md §4). No react-admin here: the light public
// entry uses it, then moves to the console with a full page load to `redirectTo`.
import { consoleUrl, routes } from '../config/constants';
import { errorText } from '../dataProviders/errorText';
import { isSuccess, type ApiResponse } from '../dataProviders/wire';
import { session } from '../session/session';
import type { MfaChallenge, SignedIn } from '../../contract/session';
import { signInRoutes } from '../../contract/sessionRoutes';
import { sendDeclared } from '../dataProviders/declaredSend';

export type SignInResult = { kind: 'signed-in'; redirectTo: string } | { kind: 'two-factor'; username: string };

export const INVALID_CREDENTIALS = 'Invalid credentials provided.';

/** The two-factor step's proof of the password step; kept only for this browser tab. */
const MFA_TOKEN_KEY = 'mfaToken';

/** The login answer: a session, or the two-factor challenge (read defensively: any field may be missing). */
export type SignedInBody = Partial<SignedIn> & Partial<MfaChallenge>;

/**
 * A fresh session: nothing of a previous user's account, flags or labels survives. The language
 * chosen on the sign-in page does: the console opens in it.
 */
function startSession(body: SignedInBody & { token: { accessToken: string } }, username: string): void {
  const language = { languageId: session.get('languageId'), languageName: session.get('languageName') };
  session.clear();
  session.set('languageId', language.languageId);
  session.set('languageName', language.languageName);
  session.set('accessToken', body.token.accessToken);
  session.set('refreshToken', body.token.refreshToken);
  session.set('tokenGeneratedAt', Date.now());
  session.set('userId', body.userId);
  session.set('username', body.username ?? username);
  session.set('profilePicture', body.profilePicture);
  session.set('firstName', body.firstName);
  session.set('lastName', body.lastName);
  session.set('defaultAccountId', body.defaultAccountId);
  session.set('rememberedLogin', body.username ?? username);
}

const hasAccessToken = (body: SignedInBody | null): body is SignedInBody & { token: { accessToken: string } } =>
  typeof body?.token?.accessToken === 'string' && body.token.accessToken !== '';

/** A sign-in step's answer: the session or the two-factor step; an error with the server's text. */
async function stepAnswer(sent: Promise<ApiResponse<SignedInBody | null>>): Promise<SignedInBody | null> {
  const res = await sent;
  if (res.status === 401) throw new Error(INVALID_CREDENTIALS);
  // The server's error code travels along (e.g. email_not_verified, so the page can offer a new mail).
  if (!isSuccess(res.status)) throw Object.assign(new Error(errorText(res.status, res.json)), { code: (res.json as { error?: string } | null)?.error });
  return res.json;
}

function signedIn(body: SignedInBody & { token: { accessToken: string } }, username: string): SignInResult {
  sessionStorage.removeItem(MFA_TOKEN_KEY);
  startSession(body, username);
  return { kind: 'signed-in', redirectTo: consoleUrl(routes.accountList) };
}

/**
 * What a first-factor answer (login, or single sign-on's ssoLogin/ssoRegister) means: a session
 * stored for the console, or the two-factor step.
 */
export function signInOutcome(body: SignedInBody | null, username: string): SignInResult {
  if (hasAccessToken(body)) return signedIn(body, username);
  // A login counts only with an access token, unless the server asks for the two-factor step.
  if (body?.using2fa && body.mfaToken) {
    sessionStorage.setItem(MFA_TOKEN_KEY, body.mfaToken);
    return { kind: 'two-factor', username: body.username ?? username };
  }
  throw new Error(INVALID_CREDENTIALS);
}

export async function signIn(username: string, password: string): Promise<SignInResult> {
  return signInOutcome(await stepAnswer(sendDeclared(signInRoutes.login, { body: { username, password } })), username);
}

export async function verifyTwoFactor(username: string, code: string): Promise<SignInResult> {
  const mfaToken = sessionStorage.getItem(MFA_TOKEN_KEY) ?? '';
  const body = await stepAnswer(sendDeclared(signInRoutes.twoFactor, { body: { username, code, mfaToken } }));
  if (hasAccessToken(body)) return signedIn(body, username);
  throw new Error(INVALID_CREDENTIALS);
}

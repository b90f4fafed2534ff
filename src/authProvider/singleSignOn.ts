// Single sign-on from the console's side (console-shell.md §7). The server runs the provider's
// code flow; this tab keeps the signed flow statement between leaving for the provider and coming
// back to /admin/auth/linkedin, then trades the code for a session like a password sign-in's.
import { errorText } from '../dataProviders/errorText';
import { isSuccess, type ApiResponse } from '../dataProviders/wire';
import { signInOutcome, type SignedInBody, type SignInResult } from './signIn';
import { sendDeclared } from '../dataProviders/declaredSend';
import type { SsoPayload, SsoProvider, SsoProviderList } from '../../contract/singleSignOn';
import { singleSignOnRoutes } from '../../contract/singleSignOnRoutes';

/** A problem found in the browser, named by its message key (pages.sso.*). */
export class SsoProblem extends Error {
  constructor(readonly messageKey: string, readonly values: Record<string, string> = {}) {
    super(messageKey);
  }
}

/** Per tab: a flow started in one tab is only finished in that tab. */
const FLOW_KEY = 'ssoFlow';

/** A step's answer; a refusal throws its message. */
async function answerOf<T>(sent: Promise<ApiResponse<T>>): Promise<T> {
  const res = await sent;
  // Single sign-on refusals (401 included) carry a message that says what to do.
  const message = (res.json as { message?: unknown } | null)?.message;
  if (!isSuccess(res.status)) throw new Error(typeof message === 'string' && message ? message : errorText(res.status, res.json));
  return res.json;
}

/** The providers the server has turned on; none when it cannot say. */
export async function ssoProviders(): Promise<SsoProvider[]> {
  const res: ApiResponse<Partial<SsoProviderList> | null> = await sendDeclared(singleSignOnRoutes.providers);
  return isSuccess(res.status) ? res.json?.providers ?? [] : [];
}

/** Leaves for the provider's sign-in page; `key` is an invitation to accept on the way back. */
export async function startSingleSignOn(ssoSystem: SsoProvider['ssoSystem'], key?: string): Promise<void> {
  const { url, flow } = await answerOf(sendDeclared(singleSignOnRoutes.authorize, { body: key ? { ssoSystem, key } : { ssoSystem } }));
  sessionStorage.setItem(FLOW_KEY, flow);
  window.location.assign(url);
}

export interface SsoReturn {
  /** Who is being signed in, as soon as it is known. */
  onIdentity?(payload: SsoPayload): void;
}

/** Finishes the sign-in the provider sent this tab back from, with the query it sent. */
export async function finishSingleSignOn(query: URLSearchParams, redirect: string, events: SsoReturn = {}): Promise<SignInResult> {
  const flow = sessionStorage.getItem(FLOW_KEY);
  sessionStorage.removeItem(FLOW_KEY);
  const refusal = query.get('error');
  if (refusal) throw new SsoProblem('pages.sso.providerRefused', { reason: query.get('error_description') || refusal });
  const code = query.get('code');
  const state = query.get('state');
  if (!flow || !code || !state) throw new SsoProblem('pages.sso.noSignInStarted');

  const { token, key } = await answerOf(sendDeclared(singleSignOnRoutes.exchangeCode, {
    body: { code, state, redirect, flow, iss: query.get('iss') ?? undefined },
  }));
  const payload = await answerOf(sendDeclared(singleSignOnRoutes.identity, { query: { token } }));
  events.onIdentity?.(payload);
  // With an invitation the user signs up into its account; otherwise a plain single sign-on.
  const answer: SignedInBody = key
    ? await answerOf(sendDeclared(singleSignOnRoutes.register, { query: { key }, body: { token } }))
    : await answerOf(sendDeclared(singleSignOnRoutes.signIn, { body: { token } }));
  return signInOutcome(answer, payload.username);
}

// Calls by declaration where callDeclared does not fit: without the session (signing in and out,
// single sign-on, the public pages) or with the answer's status read by the caller. The path and
// method come from the declaration as callDeclared's do; `send` keeps react-admin out of the light
// public entry, which signs in.
import type { AnswerOf, Route } from '../../contract/routeTable';
import { pathOf } from '../../contract/routeTable';
import type { CallInput } from './declaredCall';
import { send, type ApiResponse, type QueryValues } from './wire';

/** The declared route's service, its path with the parameters filled in, and its method. */
export const declaredAddress = <R extends Route>(route: R, input: Pick<CallInput<R>, 'params'> = {}) => ({
  service: route.service,
  path: pathOf(route, input.params as Record<string, string | number> | undefined),
  method: route.method,
});

export interface SendInput<R> extends CallInput<R> {
  headers?: Record<string, string>;
  /** Let the call outlive the page (sign-out just before leaving it). */
  keepalive?: boolean;
}

/** One exchange without the session; every status resolves, for the caller to read. */
export function sendDeclared<R extends Route>(route: R, input: SendInput<R> = {}): Promise<ApiResponse<AnswerOf<R>>> {
  const { service, path, method } = declaredAddress(route, input);
  return send<AnswerOf<R>>(service, path, {
    method,
    query: input.query as QueryValues | undefined,
    body: input.body,
    headers: input.headers,
    keepalive: input.keepalive,
  });
}

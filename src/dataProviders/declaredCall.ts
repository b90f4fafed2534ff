// Calls a route by its declaration (contract/routeTable.ts), never by a path string: the path comes
// from the declaration with its parameters filled in, and the answer has the declared type.
// Renaming a path where it is declared moves these calls with it.
import type { AnswerOf, BodyOf, ParamsOf, QueryOf, Route } from '../../contract/routeTable';
import { request } from './httpClient';
import { declaredAddress } from './declaredSend';
import { tracedChange, type ChangeEvent } from './activityTracker';

export interface CallInput<R> {
  params?: ParamsOf<R>;
  query?: QueryOf<R>;
  body?: BodyOf<R>;
  /** Headers of this call beside the session's, e.g. `If-Match` (the version a change was made from). */
  headers?: Record<string, string>;
}

export async function callDeclared<R extends Route>(route: R, input: CallInput<R> = {}): Promise<AnswerOf<R>> {
  const { service, path } = declaredAddress(route, input);
  const { json } = await request<AnswerOf<R>>(service, path, {
    method: route.method,
    query: input.query as Record<string, string | number | boolean | undefined> | undefined,
    body: input.body,
    headers: input.headers,
  });
  return json;
}

/**
 * A change, traced under the resource's name (console-shell.md §7) once the server answered; a route
 * declared `recordsActivity` is recorded by the server, so the console posts no trace of its own.
 */
export function changeDeclared<R extends Route>(route: R, resource: string, event: ChangeEvent, input: CallInput<R> = {}): Promise<AnswerOf<R>> {
  const { service, path } = declaredAddress(route, input);
  if (route.method === 'GET') throw new Error(`${route.method} ${route.path} reads: call it with callDeclared`);
  if (route.recordsActivity) return callDeclared(route, input);
  return tracedChange(service, resource, path, {
    method: route.method, body: input.body, query: input.query as Record<string, string | number | boolean | undefined> | undefined, headers: input.headers,
  }, event) as Promise<AnswerOf<R>>;
}

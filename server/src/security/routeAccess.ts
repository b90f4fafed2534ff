// Every route states who may call it, checked when it is added: a route is public only when its
// schema says so (`security: []`: no session needed, or the route checks a proof of its own, such
// as an invitation key or a refresh token); any other route must be in a domain that authenticates by
// default (security/authenticatedByDefault.ts) or carry a guard from security/guard.ts, or the server
// refuses to start. Each route's access goes into the OpenAPI document as `x-access`
// (read by the API Documents page and by tests/server/authorization-matrix.test.ts).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { accessOfGuard, type GuardAccess } from './guard';
import { isPublicRoute } from './authenticatedByDefault';

/** `public`, `signed-in` (any signed-in user, acting on their own data), or the account flags needed. */
export type RouteAccessLabel = 'public' | 'signed-in' | { account: string[] };

/** The console's own files: the static plugin adds a route per file, hidden from the OpenAPI document. */
const CONSOLE_FILES = '/admin/';
const isConsoleFile = (route: RouteOptions): boolean =>
  route.url.startsWith(CONSOLE_FILES) && Object.keys(route.schema ?? {}).every((key) => key === 'hide');

function guardsOf(route: RouteOptions): GuardAccess[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat(2)
    .map(accessOfGuard).filter((access): access is GuardAccess => access !== undefined);
}

export function routeAccess(route: RouteOptions, authenticatesByDefault = false): RouteAccessLabel | undefined {
  if (isPublicRoute(route)) return 'public';
  const guards = [...(authenticatesByDefault ? [{}] : []), ...guardsOf(route)];
  if (guards.length === 0) return undefined;
  const accountGuard = guards.find((guard) => guard.accountFlags !== undefined);
  return accountGuard ? { account: accountGuard.accountFlags ?? [] } : 'signed-in';
}

export function checkRouteAccess(app: FastifyInstance): void {
  // `this` is the scope the route is added in: a domain's, when the route belongs to one.
  app.addHook('onRoute', function (route) {
    if (isConsoleFile(route)) return;
    const access = routeAccess(route, this.authenticatesByDefault);
    if (!access) {
      throw new Error(`${String(route.method)} ${route.url} has no guard: add it to a domain that applies `
        + 'authenticatedByDefault, give it a guard from security/guard.ts, or declare it public with schema.security = []');
    }
    route.schema = { ...route.schema, 'x-access': access } as RouteOptions['schema'];
  });
}

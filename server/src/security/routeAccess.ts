// Every route states who may call it, checked when it is added: a route is public only when its
// schema says so (`security: []`: no session needed, or the route checks a proof of its own, such
// as an invitation key or a refresh token); any other route must carry a guard from security/guard.ts, or
// the server refuses to start. Each route's access goes into the OpenAPI document as `x-access`
// (read by the API Documents page and by tests/server/authorization-matrix.test.ts).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { accessOfGuard, type GuardAccess } from './guard';

/** `public`, `signed-in` (any signed-in user, acting on their own data), or the account flags needed. */
export type RouteAccessLabel = 'public' | 'signed-in' | { account: string[] };

/** The console's own files: the static plugin adds a route per file, hidden from the OpenAPI document. */
const CONSOLE_FILES = '/admin/';
const isConsoleFile = (route: RouteOptions): boolean =>
  route.url.startsWith(CONSOLE_FILES) && Object.keys(route.schema ?? {}).every((key) => key === 'hide');

const isPublic = (route: RouteOptions): boolean => {
  const security = (route.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
};

function guardsOf(route: RouteOptions): GuardAccess[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat(2)
    .map(accessOfGuard).filter((access): access is GuardAccess => access !== undefined);
}

export function routeAccess(route: RouteOptions): RouteAccessLabel | undefined {
  if (isPublic(route)) return 'public';
  const guards = guardsOf(route);
  if (guards.length === 0) return undefined;
  const accountGuard = guards.find((guard) => guard.accountFlags !== undefined);
  return accountGuard ? { account: accountGuard.accountFlags ?? [] } : 'signed-in';
}

export function checkRouteAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (isConsoleFile(route)) return;
    const access = routeAccess(route);
    if (!access) {
      throw new Error(`${String(route.method)} ${route.url} has no guard: add one from security/guard.ts, `
        + 'or declare the route public with schema.security = []');
    }
    route.schema = { ...route.schema, 'x-access': access } as RouteOptions['schema'];
  });
}

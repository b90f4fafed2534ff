// Authentication is the default of every domain plugin, as in fastify/demo's autohooks: a domain's
// index.ts applies authenticatedByDefault once, and each route it adds then runs `authenticated`
// before its own preHandlers, unless its schema declares it public (`security: []`). Routes add only
// what they need beyond a signed-in caller, such as inAccount(...flags).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { authenticated } from './guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on a domain's scope by authenticatedByDefault; security/routeAccess.ts reads it. */
    authenticatesByDefault?: boolean;
  }
}

export const isPublicRoute = (route: RouteOptions): boolean => {
  const security = (route.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
};

export function authenticatedByDefault(domain: FastifyInstance): void {
  domain.decorate('authenticatesByDefault', true);
  domain.addHook('onRoute', (route) => {
    if (!isPublicRoute(route)) route.preHandler = [authenticated, ...[route.preHandler ?? []].flat()];
  });
}

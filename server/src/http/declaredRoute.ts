// Mounts a route from its declaration (contract/routeTable.ts): method, path and guard come from the
// declaration, the schemas from the domain's contract, held by the typecheck to the declared shape,
// and the handler is typed by that shape. Renaming a declared path moves the console with it.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Route, RouteShape, ValueOf } from '../../../contract/routeTable';
import { SERVICE_PREFIXES } from '../../../contract/services';
import { inAccount } from '../security/guard';
import { errorResponses } from './responses';

/**
 * What the OpenAPI document says of the route, beside its schemas, and its route config. Its
 * operationId and tag come from the declaration's name, and the errors its guard and inputs imply
 * are added to `errors` (http/openApiOperations.ts).
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** The success status (200 unless said). */
  status?: number;
  /** The error statuses it answers, with the shared error shape; those its guard and inputs imply are added. */
  errors?: number[];
  /** Fastify's route config, e.g. `{ rateLimit }` for @fastify/rate-limit. */
  config?: FastifyContextConfig;
}

type RequestOf<S extends RouteShape> = FastifyRequest<{ Params: ValueOf<S['params']>; Querystring: ValueOf<S['query']>; Body: ValueOf<S['body']> }>;

/** The declarations mounted, by method and full URL, as Fastify gives them to onRoute hooks and requests. */
const declaredRoutes = new Map<string, Route>();
const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The declaration mounted at this method and URL (`declaredPath`), if any. */
export const declaredRouteOf = (method: string, url: string | undefined): Route | undefined =>
  (url === undefined ? undefined : declaredRoutes.get(routeKey(method, url)));

/** The name of the declaration mounted at this method and URL, if any. */
export const declaredNameOf = (method: string, url: string): string | undefined => declaredRouteOf(method, url)?.name;

/** Every declaration mounted, e.g. to find who may read a table's lists. */
export const mountedDeclarations = (): Iterable<Route> => declaredRoutes.values();

/**
 * The declared path, where `app` mounts it: the plugin's prefix must be the declared service's, or
 * the console would call another address. Routes mounted by hand (public, streamed, account in the
 * query) take their path from here too, and with it their declaration's name (the operationId).
 */
export function declaredPath(app: FastifyInstance, route: Route): string {
  const prefix = SERVICE_PREFIXES[route.service];
  if (app.prefix !== prefix) {
    throw new Error(`${route.method} ${route.path} is declared under ${route.service} (${prefix}) but mounted under "${app.prefix}"`);
  }
  if (route.name === undefined) throw new Error(`${route.method} ${route.path} has no name: declare it in a namedRoutes table (contract/routeTable.ts)`);
  declaredRoutes.set(routeKey(route.method, prefix + route.path), route);
  return route.path;
}

export function mountDeclared<S extends RouteShape>(
  app: FastifyInstance,
  route: Route<S>,
  schemas: S,
  doc: RouteDoc,
  handler: (request: RequestOf<S>, reply: FastifyReply) => Promise<Static<S['response']>>,
): void {
  app.route({
    method: route.method,
    url: declaredPath(app, route),
    // Only the parts the route has: Fastify warns of each part given as undefined (FSTWRN001).
    schema: {
      summary: doc.summary,
      ...(doc.description === undefined ? {} : { description: doc.description }),
      ...(schemas.params === undefined ? {} : { params: schemas.params }),
      ...(schemas.query === undefined ? {} : { querystring: schemas.query }),
      ...(schemas.body === undefined ? {} : { body: schemas.body }),
      response: { [doc.status ?? 200]: schemas.response, ...errorResponses(...(doc.errors ?? [])) },
    },
    // A route in no account is guarded by the authentication every domain applies by default.
    ...(route.account === false ? {} : { preHandler: inAccount(...route.flags) }),
    ...(doc.config === undefined ? {} : { config: doc.config }),
    // Fastify's own request type does not follow a generic shape; RequestOf<S> is what its
    // schemas validated.
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

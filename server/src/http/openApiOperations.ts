// Each operation of the OpenAPI document, named and answered in full in one place
// (docs/decisions/0408-openapi-document.md): an onRoute hook gives every documented route
//  - its operationId: the name of the declaration mounted there (declaredRoute.ts), or the one a
//    route mounted by hand without a declaration states in its schema;
//  - its tag: the domain, the name's first segment (tags are described in openApiTags.ts);
//  - `x-service`: the service whose prefix its path is under (DESIGN §3), which the API Documents
//    page picks operations by;
//  - the error answers its guard and inputs imply, with the shared error schema: 400 always (input,
//    tenant headers, NUL characters), 401 when signed in, 403 in an account (membership and flags),
//    404 for an id in the path, 429 under a rate limit; a route's own answer for a status wins.
// The document's tags and `x-tagGroups` (the services, each with its domains' tags) are then drawn
// from the operations themselves.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { SERVICE_PREFIXES, type ServiceName } from '../../../contract/services';
import { declaredNameOf } from './declaredRoute';
import { errorBodyRef } from './responses';
import { OPENAPI_SERVICE_ORDER, OPENAPI_TAGS } from './openApiTags';

interface OperationSchema {
  hide?: boolean;
  operationId?: string;
  tags?: string[];
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
  'x-access'?: 'public' | 'signed-in' | { account: string[] };
  'x-service'?: ServiceName;
}

/** The domain an operation belongs to: its name's first segment. */
export const domainOf = (operationId: string): string => operationId.split('.')[0];

/** The service whose prefix the URL is under, if any. */
export function serviceOf(url: string): ServiceName | undefined {
  const services = Object.entries(SERVICE_PREFIXES) as [ServiceName, string][];
  return services
    .filter(([, prefix]) => url === prefix || url.startsWith(`${prefix}/`))
    .sort(([, a], [, b]) => b.length - a.length)[0]?.[0];
}

/** The error statuses a route can answer by its guard and its inputs alone. */
export function impliedErrors(route: RouteOptions, schema: OperationSchema): number[] {
  // 400 on every route: a NUL character anywhere in a request is refused first (http/nulCharacters.ts),
  // besides the input the schemas validate and the tenant headers the account guard reads.
  const statuses = new Set<number>([400]);
  const access = schema['x-access'];
  if (access !== undefined && access !== 'public') statuses.add(401);
  if (typeof access === 'object') statuses.add(403);
  if (/[:*]/.test(route.url)) statuses.add(404);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

function operationIdOf(route: RouteOptions, schema: OperationSchema): string {
  const method = String(route.method);
  const declared = declaredNameOf(method, route.url);
  if (declared && schema.operationId && schema.operationId !== declared) {
    throw new Error(`${method} ${route.url} states operationId ${schema.operationId}, but its declaration is named ${declared}`);
  }
  const operationId = declared ?? schema.operationId;
  if (!operationId) {
    throw new Error(`${method} ${route.url} has no operationId: mount it from a named declaration (declaredRoute.ts), `
      + 'or state schema.operationId as <domain>.<name>');
  }
  return operationId;
}

/** Adds the hook to the app; routes added afterwards are documented by it. */
export function documentOperations(app: FastifyInstance): void {
  const operationIds = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    const schema = route.schema as OperationSchema | undefined;
    // Fastify's HEAD twin of a GET is not documented; the console's files are hidden.
    if (!schema || schema.hide || route.method === 'HEAD') return;
    const operationId = operationIdOf(route, schema);
    const taken = operationIds.get(operationId);
    if (taken) throw new Error(`${String(route.method)} ${route.url} is named ${operationId}, like ${taken}`);
    operationIds.set(operationId, `${String(route.method)} ${route.url}`);
    if (schema.tags) throw new Error(`${String(route.method)} ${route.url} states tags: its tag is its domain, from its name`);
    const service = serviceOf(route.url);
    const implied = Object.fromEntries(impliedErrors(route, schema).map((status) => [status, errorBodyRef()]));
    route.schema = {
      ...schema, operationId, tags: [domainOf(operationId)], ...(service && { 'x-service': service }),
      response: { ...implied, ...schema.response },
    } as RouteOptions['schema'];
  });
}

/** A tag and what its operations are about. */
export interface OpenApiTag { name: string; description: string }

interface DocumentOperation { tags?: string[]; 'x-service'?: string }
interface OpenApiObject {
  paths?: Record<string, Record<string, DocumentOperation>>;
}

/**
 * The document's tags (those in use, described in openApiTags.ts, in its order, then the plugins'
 * `moreTags`) and `x-tagGroups`:
 * one group per service (OPENAPI_SERVICE_ORDER; a path under no service groups by its tag), listing
 * the domains with operations under it.
 */
export function withTagGroups<T extends object>(document: T, moreTags: readonly OpenApiTag[] = []): T {
  const paths = (document as OpenApiObject).paths ?? {};
  const described = [...OPENAPI_TAGS, ...moreTags];
  const order = new Map(described.map((tag, i) => [tag.name, i]));
  const rank = (tag: string) => order.get(tag) ?? order.size;
  const groups = new Map<string, Set<string>>();
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const tag = operation.tags?.[0];
      if (!tag) continue;
      const group = operation['x-service'] ?? tag;
      groups.set(group, (groups.get(group) ?? new Set()).add(tag));
    }
  }
  const used = [...new Set([...groups.values()].flatMap((tags) => [...tags]))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const sortedTags = (tags: Set<string>) => [...tags].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const serviceRank = (name: string) => (OPENAPI_SERVICE_ORDER.includes(name) ? OPENAPI_SERVICE_ORDER.indexOf(name) : OPENAPI_SERVICE_ORDER.length);
  const tagGroups = [...groups.entries()]
    .map(([name, tags]) => ({ name, tags: sortedTags(tags) }))
    .sort((a, b) => serviceRank(a.name) - serviceRank(b.name) || a.name.localeCompare(b.name));
  return {
    ...document,
    tags: used.map((name) => described.find((tag) => tag.name === name) ?? { name }),
    'x-tagGroups': tagGroups,
  } as T;
}

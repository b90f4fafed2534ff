// The served OpenAPI document as a list of operations, for the tests that walk every route (input
// bounds, fuzz, authorization matrix): a route added tomorrow is walked the day it is added.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export type Access = 'public' | 'signed-in' | { account: string[] };

export interface Operation {
  method: string;
  /** The path as Fastify knows it, e.g. /app/developerApp/app/{id}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  access: Access;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-access'?: Access;
}

export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => {
    if (!op['x-access']) throw new Error(`${method.toUpperCase()} ${path} has no x-access in the OpenAPI document`);
    return {
      method: method.toUpperCase(), path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      access: op['x-access'],
    };
  }));
}

export const label = (op: Operation) => `${op.method} ${op.path}`;
export const needsFlags = (access: Access): access is { account: string[] } => typeof access === 'object';

/** Every schema below this one (properties, items, alternatives), with its path for messages. */
export function* schemasIn(schema: JsonSchema, path: string): Generator<[string, JsonSchema]> {
  yield [path, schema];
  for (const [name, child] of Object.entries(schema.properties ?? {})) yield* schemasIn(child, `${path}.${name}`);
  if (schema.items) yield* schemasIn(schema.items, `${path}[]`);
  for (const [i, child] of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].entries()) yield* schemasIn(child, `${path}|${i}`);
  if (typeof schema.additionalProperties === 'object') yield* schemasIn(schema.additionalProperties, `${path}.*`);
}

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  const alternative = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => s.type !== 'null');
  return alternative ? typeOf(alternative) : undefined;
};

/**
 * A value the schema accepts, preferring the caller's context (the names of known ids) so that a
 * request gets past validation to the route's own code.
 */
export function sampleOf(schema: JsonSchema, name: string, known: Record<string, unknown>): unknown {
  if (name in known) return known[name];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => s.type !== 'null');
  if (alternative) return sampleOf(alternative, name, known);
  switch (typeOf(schema)) {
    case 'integer': case 'number': return Math.max(schema.minimum ?? 1, 1);
    case 'boolean': return false;
    case 'array': return [];
    case 'object': return sampleBody(schema, known);
    default:
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

/** A body with every required property (and the known optional ones) filled in. */
export function sampleBody(schema: JsonSchema, known: Record<string, unknown>): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(Object.entries(schema.properties ?? {})
    .filter(([name]) => required.has(name) || name in known)
    .map(([name, child]) => [name, sampleOf(child, name, known)]));
}

export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
}

/** The operation's parameters and body filled with samples (path and required parameters always). */
export function sampleRequest(op: Operation, known: Record<string, unknown>): RequestParts {
  const parts: RequestParts = { path: {}, query: {}, headers: {} };
  for (const p of op.parameters) {
    if (!p.required && !(p.name in known) && p.in !== 'path') continue;
    const value = sampleOf(p.schema, p.name, known);
    if (p.in === 'header') parts.headers[p.name] = String(value);
    else parts[p.in][p.name] = value;
  }
  if (op.body) parts.body = sampleOf(op.body, 'body', known);
  return parts;
}

export function urlOf(op: Operation, parts: RequestParts): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(parts.path[name])));
  const query = new URLSearchParams(Object.entries(parts.query).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${path}?${query}` : path;
}

/** Calls the operation with its parameters filled from `known` (sampleRequest), with `headers` over the sampled ones. */
export function callOperation(
  app: FastifyInstance, op: Operation, known: Record<string, unknown>, headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const parts = sampleRequest(op, known);
  return app.inject({
    method: op.method as 'GET', url: urlOf(op, parts), headers: { ...parts.headers, ...headers },
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  });
}

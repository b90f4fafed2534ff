// Error responses for route schemas, so the OpenAPI document lists each route's failure statuses,
// each a reference to the one shared error schema (ErrorBody, added to the app by buildApp, and a
// component of the OpenAPI document).
import { Type } from 'typebox';
import type { ErrorBody } from './errors';

/** The shared error schema by reference: `ErrorBody#` as Fastify resolves it, `#/components/schemas/ErrorBody` in the document. */
export const errorBodyRef = () => Type.Unsafe<ErrorBody>({ $ref: 'ErrorBody#' });
type ErrorBodyRef = ReturnType<typeof errorBodyRef>;

export function errorResponses<S extends number>(...statuses: S[]): Record<S, ErrorBodyRef> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodyRef()])) as Record<S, ErrorBodyRef>;
}

/** An answer that is an HTML page, not JSON (a frame, a landing page). */
export const htmlResponse = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

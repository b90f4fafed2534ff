// Error responses for route schemas, so the OpenAPI document lists each route's failure statuses.
import { Type } from 'typebox';
import { ErrorBody } from './errors';

// The wire error shape without ErrorBody's $id, so every route can inline it.
const errorShape = Type.Object(ErrorBody.properties);

export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorShape> {
  return Object.fromEntries(statuses.map((s) => [s, errorShape])) as Record<S, typeof errorShape>;
}

// PostgreSQL text cannot hold NUL (U+0000): a string carrying one would fail in SQL. No field of
// the API has a use for it, so any request with one in its path, query or JSON body is a 400.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.url.includes('%00') || request.url.includes('\u0000') || hasNul(request.body)) {
      throw badRequest('Text must not contain NUL characters (U+0000)');
    }
  });
}

// The apiKeys domain's public API: what a route of another domain needs to let a subscribed app's
// server call it with an API key of its app instance instead of a person's session (docs/api.md).
// The key travels in the X-API-Key header; the route is public in the OpenAPI sense (no bearer) and
// the key is its credential, checked like POST /api-keys/verify checks it: unknown, revoked, expired
// or a rolled key's old secret after its grace answer 401 `invalid_key`. Each key has its own
// request limit (per address for what is not a key), shared between replicas through Redis.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { Platform } from '../../platform';
import { unauthorized } from '../../http/errors';
import { clientAddress } from '../../security/clientAddress';
import { parseKey } from '../../../../contract/apiKeysRules';
import { usageOf, verifyKey } from './verification';

export const API_KEY_HEADER = 'x-api-key';
export const INVALID_KEY = 'The API key is invalid, revoked or expired';

/** The app instance a verified key belongs to. */
export interface KeyHolder {
  keyId: number;
  accountId: number;
  appId: number;
  appInstanceId: number;
  scopes: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by keyAuthenticated's check: whose key the request came with. */
    keyHolder?: KeyHolder;
  }
}

/** The headers schema of a route called with a key. */
export const ApiKeyHeaders = Type.Object({
  [API_KEY_HEADER]: Type.String({ maxLength: 200, description: 'An API key of the app instance (pk_live_… or pk_test_…), made on its API keys tab' }),
});

const perKey = (request: FastifyRequest) => {
  const key = request.headers[API_KEY_HEADER];
  const parts = typeof key === 'string' ? parseKey(key) : undefined;
  return parts ? `key:${parts.lookupId}` : `address:${clientAddress(request)}`;
};

/**
 * A key-authenticated route's options: its key checked (unknown, revoked, expired: 401), the key's use
 * counted and its holder recorded on the request, and a request limit per key. The key is no counted
 * secret: a 190-bit random secret cannot be guessed.
 */
export function keyAuthenticated({ database: { db }, config }: Pick<Platform, 'database' | 'config'>) {
  return {
    config: {
      noSecretCheck: { [API_KEY_HEADER]: 'a 190-bit random secret cannot be guessed; each key has a request limit of its own instead' },
      rateLimit: { max: config.apiKeyVerifyRateLimit, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: perKey },
    },
    preHandler: (async (request) => {
      const key = request.headers[API_KEY_HEADER];
      const row = typeof key === 'string' ? await verifyKey(db, key) : undefined;
      if (!row) throw unauthorized(INVALID_KEY, 'invalid_key');
      usageOf(db).used(row.id);
      request.keyHolder = { keyId: row.id, accountId: row.accountId, appId: row.appId, appInstanceId: row.appInstanceId, scopes: row.scopes };
    }) as preHandlerAsyncHookHandler,
  };
}

/** The holder keyAuthenticated's check recorded; a route without it has none. */
export function requireKeyHolder(request: FastifyRequest): KeyHolder {
  if (!request.keyHolder) throw unauthorized(INVALID_KEY, 'invalid_key');
  return request.keyHolder;
}

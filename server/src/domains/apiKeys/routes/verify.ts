// The verification endpoint a subscribed app calls with a key it received: which account, app and
// instance the key belongs to, and its scopes; 401 for anything else (unknown, revoked, expired, a
// rolled key's old secret after its grace). Public: the key is the credential. Rate limited per key
// (its lookup id; per address for what is not a key), shared between replicas through Redis.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { clientAddress } from '../../../security/clientAddress';
import { ApiKeyVerified, ApiKeyVerify } from '../../../../../contract/apiKeys';
import { parseKey } from '../../../../../contract/apiKeysRules';
import { verifyKey, type KeyUsage } from '../verification';
import { INVALID_KEY as INVALID } from '../api';

const perKey = (request: FastifyRequest) => {
  const key = (request.body as { key?: unknown } | undefined)?.key;
  const parts = typeof key === 'string' ? parseKey(key) : undefined;
  return parts ? `key:${parts.lookupId}` : `address:${clientAddress(request)}`;
};

const verifyRoutes: FastifyPluginAsyncTypebox<{ usage: KeyUsage }> = async (app, { usage }) => {
  const { database: { db }, config } = app.platform;

  app.post('/api-keys/verify', {
    config: {
      noSecretCheck: { key: 'a 190-bit random secret cannot be guessed; each key has a request limit of its own instead' },
      rateLimit: { max: config.apiKeyVerifyRateLimit, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: perKey },
    },
    schema: {
      operationId: 'apiKeys.verify',
      summary: 'Verify an API key of an app instance (called by the subscribed app)', security: [],
      body: ApiKeyVerify,
      response: { 200: ApiKeyVerified, ...errorResponses(400, 401, 429) },
    },
  }, async (request, reply) => {
    const row = await verifyKey(db, request.body.key);
    if (!row) throw unauthorized(INVALID, 'invalid_key');
    usage.used(row.id);
    const parts = parseKey(request.body.key)!;
    return reply.header('cache-control', 'no-store').send({
      valid: true as const, keyId: row.id, name: row.name, accountId: row.accountId, appId: row.appId, appInstanceId: row.appInstanceId,
      environment: parts.environment, scopes: row.scopes, expiresAt: row.expiresAt?.toISOString() ?? null,
    });
  });
};

export default verifyRoutes;

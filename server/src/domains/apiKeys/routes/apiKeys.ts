// An app instance's API keys (developer-portal.md §7 "API keys"; issue 12): the subscribing account
// generates, lists (an instance's, or those one person generated), renames, rolls, revokes and deletes
// them. The key is answered once, when made or rolled; lists never carry it. Another account's instance or key: 404; manage_api_keys. Traced.
// Each route is mounted from its declaration (contract/apiKeysRoutes.ts), which holds its guard's flags.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../../../core/activity';
import type { ActivityMessageKey } from '../../../../../contract/activityLogRules';
import { badRequest } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { pageOf, parseSortParam } from '../../../http/paging';
import { requireCaller, requireTenant } from '../../../security/guard';
import { apiKeyRoutes as declared } from '../../../../../contract/apiKeysRoutes';
import { ROLL_GRACE_DEFAULT_HOURS } from '../../../../../contract/apiKeysRules';
import {
  API_KEY_SORT_FIELDS, API_KEYS_OF_USER_MAX, ApiKeyCreate, ApiKeyDeleted, ApiKeyIssued, ApiKeyListQuery, ApiKeyPage, ApiKeyParams, ApiKeyRoll,
  ApiKeySaved, ApiKeysOfUser, ApiKeysOfUserQuery, ApiKeyUpdate,
} from '../../../../../contract/apiKeys';
import {
  checkedName, createKey, DEFAULT_API_KEY_SORT, deleteKey, keysOfUser, listKeys, ownKey, rollKey, toApiKeyView, updateKey,
} from '../keyStore';
import type { KeyUsage } from '../verification';
import { accountAppInstance } from '../../../core/appInstances';

function expiryOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  if (at.getTime() <= Date.now()) throw badRequest('The expiry must be in the future', { field: 'expiresAt' });
  return at;
}

const apiKeyRoutes: FastifyPluginAsyncTypebox<{ usage: KeyUsage }> = async (app, { usage }) => {
  const db = app.platform.database.db;
  const trace = (accountId: number, userId: number, key: ActivityMessageKey, name: string, instance: string, details: Record<string, unknown>) =>
    recordActivity(db, { accountId, userId, key, params: { name, instance: instance ?? '' }, details });

  /** The caller's account and user, and one of the account's keys with its instance (else 404). */
  const keyOf = async (request: FastifyRequest, id: number) => {
    const { accountId } = requireTenant(request);
    const { userId } = requireCaller(request);
    const row = await ownKey(db, accountId, id);
    return { accountId, userId, row, instance: await accountAppInstance(db, accountId, row.appInstanceId) };
  };

  mountDeclared(app, declared.create, { body: ApiKeyCreate, response: ApiKeyIssued }, {
    summary: 'Generate an API key for one of the account\'s app instances (the key is answered this once)',
    status: 201, errors: [400, 401, 403, 404],
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    const { userId } = requireCaller(request);
    const instance = await accountAppInstance(db, accountId, request.body.appInstanceId);
    const values = { name: checkedName(request.body.name), expiresAt: expiryOf(request.body.expiresAt), scopes: request.body.scopes ?? [] };
    const { row, key } = await createKey(db, instance, values, userId);
    await trace(accountId, userId, 'apiKey.created', row.name, instance.name, { keyId: row.id, prefix: row.prefix, appInstanceId: instance.id });
    return reply.code(201).header('cache-control', 'no-store').send({ message: 'API Key Generated successfully', key, data: toApiKeyView(row) });
  });

  mountDeclared(app, declared.list, { query: ApiKeyListQuery, response: ApiKeyPage }, {
    summary: "An app instance's API keys, paged (search on the name); never their secrets", errors: [400, 401, 403, 404],
  }, async (request) => {
    const instance = await accountAppInstance(db, requireTenant(request).accountId, request.query.appInstanceId);
    await usage.flush(); // this replica's uses so far, so the list shows them
    const sort = parseSortParam(request.query.sort, API_KEY_SORT_FIELDS, DEFAULT_API_KEY_SORT);
    return listKeys(db, instance.id, request.query.query, sort, pageOf(request.query));
  });

  mountDeclared(app, declared.ofUser, { query: ApiKeysOfUserQuery, response: ApiKeysOfUser }, {
    summary: 'The keys one person generated for one of the account\'s app instances, newest first; never their secrets',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    // The instance must be the caller's account's (else 404); keys are read by instance, so another
    // account's person finds none.
    const instance = await accountAppInstance(db, requireTenant(request).accountId, request.query.appInstanceId);
    await usage.flush();
    const keys = await keysOfUser(db, instance.id, request.query.userId, API_KEYS_OF_USER_MAX);
    return { appInstanceApiKey: keys.map((k) => ({ ...k, appName: instance.name })) };
  });

  mountDeclared(app, declared.update, { params: ApiKeyParams, body: ApiKeyUpdate, response: ApiKeySaved }, {
    summary: 'Rename an API key, or revoke it (for good)', errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId, userId, row, instance } = await keyOf(request, request.params.id);
    const revoke = request.body.status === 'REVOKED';
    const updated = await updateKey(db, row, { name: request.body.name === undefined ? undefined : checkedName(request.body.name), revoke }, userId);
    const message = revoke ? `API key of ${instance.name} revoked successfully` : `API key of ${instance.name} updated successfully`;
    await trace(accountId, userId, revoke ? 'apiKey.revoked' : 'apiKey.updated', updated.name, instance.name, { keyId: row.id, prefix: row.prefix });
    return { message, data: toApiKeyView(updated) };
  });

  mountDeclared(app, declared.roll, { params: ApiKeyParams, body: ApiKeyRoll, response: ApiKeyIssued }, {
    summary: 'Give an API key a new secret; the previous one keeps working for graceHours (default 24)', errors: [400, 401, 403, 404],
  }, async (request, reply) => {
    const { accountId, userId, row, instance } = await keyOf(request, request.params.id);
    const graceHours = request.body.graceHours ?? ROLL_GRACE_DEFAULT_HOURS;
    const { row: rolled, key } = await rollKey(db, row, graceHours, userId);
    await trace(accountId, userId, 'apiKey.rolled', rolled.name, instance.name, { keyId: row.id, prefix: row.prefix, graceHours });
    return reply.header('cache-control', 'no-store').send({ message: `API key of ${instance.name} rolled successfully`, key, data: toApiKeyView(rolled) });
  });

  mountDeclared(app, declared.remove, { params: ApiKeyParams, response: ApiKeyDeleted }, {
    summary: 'Delete an API key', errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId, userId, row, instance } = await keyOf(request, request.params.id);
    await deleteKey(db, row);
    const message = `API key of ${instance.name} deleted successfully`;
    await trace(accountId, userId, 'apiKey.deleted', row.name, instance.name, { keyId: row.id, prefix: row.prefix });
    return { message };
  });
};

export default apiKeyRoutes;

// The API keys domain's routes (developer-portal.md §7 "API keys"), declared once: the server mounts
// them from here and the console calls them by these names (routeTable.ts). What each takes and
// answers are the TypeBox schemas of contract/apiKeys.ts, named by type only. The verification a
// subscribed app calls (POST /api-keys/verify) is public, rate limited per key: not declared here.
import type {
  ApiKeyCreate, ApiKeyDeleted, ApiKeyIssued, ApiKeyListQuery, ApiKeyPage, ApiKeyParams, ApiKeyRoll, ApiKeySaved, ApiKeysOfUser,
  ApiKeysOfUserQuery, ApiKeyUpdate,
} from './apiKeys';
import { namedRoutes, route } from './routeTable';
import { MANAGE_API_KEYS } from './apiKeysFlags';

const service = 'developerApp';
const flags = [MANAGE_API_KEYS];
type ById = { params: typeof ApiKeyParams };

/** An app instance's keys: the subscribing account lists, generates, renames, revokes, rolls and deletes them. */
export const apiKeyRoutes = namedRoutes('apiKeys', {
  list: route<{ query: typeof ApiKeyListQuery; response: typeof ApiKeyPage }>({
    service, method: 'GET', path: '/app-instance-api-keys', flags, paging: 'sort',
  }),
  /** The keys one person generated (newest first, at most API_KEYS_OF_USER_MAX): not paged. */
  ofUser: route<{ query: typeof ApiKeysOfUserQuery; response: typeof ApiKeysOfUser }>({
    service, method: 'GET', path: '/app-instance-api-key', flags,
  }),
  /** Answers the new key, this once. */
  create: route<{ body: typeof ApiKeyCreate; response: typeof ApiKeyIssued }>({
    service, method: 'POST', path: '/app-instance-api-key', flags, recordsActivity: true,
  }),
  /** A new name, or `status: 'REVOKED'` (for good). */
  update: route<ById & { body: typeof ApiKeyUpdate; response: typeof ApiKeySaved }>({
    service, method: 'PUT', path: '/app-instance-api-key/:id', flags, recordsActivity: true,
  }),
  /** A new secret, answered this once; the previous one works for the grace hours. */
  roll: route<ById & { body: typeof ApiKeyRoll; response: typeof ApiKeyIssued }>({
    service, method: 'POST', path: '/app-instance-api-key/:id/roll', flags, recordsActivity: true,
  }),
  remove: route<ById & { response: typeof ApiKeyDeleted }>({
    service, method: 'DELETE', path: '/app-instance-api-key/:id', flags, recordsActivity: true,
  }),
});

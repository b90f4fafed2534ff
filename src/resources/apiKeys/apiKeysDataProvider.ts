// The API keys calls (developer-portal.md §7 "API keys"), as named calls of one resource's provider
// (DESIGN §7). Each change is followed by a list refetch (react-query), as the spec asks.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { tracedChange, type ChangeEvent } from '../../dataProviders/activityTracker';
import type { ApiKeyIssued, ApiKeysOfUser, ApiKeyView } from '../../../contract/apiKeys';
import type { ListPage, ListQuery } from '../../../contract/paging';

export const API_KEYS_RESOURCE = 'apiKeys';

const change = <T extends { message: string }>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object | undefined, event: ChangeEvent) =>
  tracedChange<T>('developerApp', API_KEYS_RESOURCE, method, path, body, event);

export const apiKeysDataProvider = namedCallsProvider(API_KEYS_RESOURCE, {
  keys: async (_r: string, appInstanceId: number, q: ListQuery) => (await request<ListPage<ApiKeyView>>('developerApp', '/app-instance-api-keys', {
    query: { appInstanceId, query: q.query, page: q.page, size: q.size, sort: q.sortfield ? `${q.sortfield},${q.sortorder ?? 'asc'}` : undefined },
  })).json,
  /** The keys one person generated for the instance (GET app-instance-api-key?userId&appInstanceId). */
  keysOf: async (_r: string, appInstanceId: number, userId: number) =>
    (await request<ApiKeysOfUser>('developerApp', '/app-instance-api-key', { query: { userId, appInstanceId } })).json.appInstanceApiKey,
  generate: (_r: string, body: { appInstanceId: number; name: string; expiresAt: string | null }) =>
    change<ApiKeyIssued>('POST', '/app-instance-api-key', body, 'create'),
  rename: (_r: string, id: number, name: string) => change<{ message: string }>('PUT', `/app-instance-api-key/${id}`, { name }, 'update'),
  revoke: (_r: string, id: number) => change<{ message: string }>('PUT', `/app-instance-api-key/${id}`, { status: 'REVOKED' }, 'revoke'),
  roll: (_r: string, id: number, graceHours: number) => change<ApiKeyIssued>('POST', `/app-instance-api-key/${id}/roll`, { graceHours }, 'roll'),
  remove: (_r: string, id: number) => change<{ message: string }>('DELETE', `/app-instance-api-key/${id}`, undefined, 'delete'),
});

export type ApiKeysDataProvider = typeof apiKeysDataProvider;

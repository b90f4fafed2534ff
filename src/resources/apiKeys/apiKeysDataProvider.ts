// The API keys call that is not the keys' CRUD (developer-portal.md §7 "API keys"): a roll. A named
// call of one resource's provider (DESIGN §7), used with react-query; it calls its route by its
// declaration (contract/apiKeysRoutes.ts). The keys, their lists and changes are a resource
// (apiKeysResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { changeDeclared } from '../../dataProviders/declaredCall';
import { apiKeyRoutes } from '../../../contract/apiKeysRoutes';

/** The named calls' resource, and the name the keys' changes are traced under. */
export const API_KEYS_RESOURCE = 'apiKeys';

export const apiKeysDataProvider = namedCallsProvider(API_KEYS_RESOURCE, {
  /** A new secret, answered this once, with the server's message naming the app. */
  roll: (_r: string, id: number, graceHours: number) =>
    changeDeclared(apiKeyRoutes.roll, API_KEYS_RESOURCE, 'roll', { params: { id }, body: { graceHours } }),
});

export type ApiKeysDataProvider = typeof apiKeysDataProvider;

// The API keys calls that are not the keys list's CRUD (developer-portal.md §7 "API keys"): the keys
// one person generated, and a roll. Named calls of one resource's provider (DESIGN §7), used with
// react-query; each calls its route by its declaration (contract/apiKeysRoutes.ts). The list and
// its changes are a resource (apiKeysResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { apiKeyRoutes } from '../../../contract/apiKeysRoutes';

/** The named calls' resource, and the name the keys' changes are traced under. */
export const API_KEYS_RESOURCE = 'apiKeys';

export const apiKeysDataProvider = namedCallsProvider(API_KEYS_RESOURCE, {
  /** The keys one person generated for the instance (GET app-instance-api-key?userId&appInstanceId). */
  keysOf: async (_r: string, appInstanceId: number, userId: number) =>
    (await callDeclared(apiKeyRoutes.ofUser, { query: { userId, appInstanceId } })).appInstanceApiKey,
  /** A new secret, answered this once, with the server's message naming the app. */
  roll: (_r: string, id: number, graceHours: number) =>
    changeDeclared(apiKeyRoutes.roll, API_KEYS_RESOURCE, 'roll', { params: { id }, body: { graceHours } }),
});

export type ApiKeysDataProvider = typeof apiKeysDataProvider;

// An app instance's API keys as a react-admin resource served by their declared routes
// (contract/apiKeysRoutes.ts): the list in its declared paging dialect, or with `meta: { ofUser: true }`
// the keys one person generated, a new name, a revoke and a delete, traced under "apiKeys" as before.
// Two answers differ from a plain record's change: a new key's answer carries the whole key (shown
// this once), and a revoke is traced as a revoke.
import type { CreateParams, DataProvider, GetListParams, UpdateParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { apiKeyRoutes } from '../../../contract/apiKeysRoutes';
import type { ApiKeyCreate, ApiKeyUpdate, ApiKeyView } from '../../../contract/apiKeys';
import { API_KEYS_RESOURCE } from './apiKeysDataProvider';

export const INSTANCE_API_KEYS = 'instanceApiKeys';
/** How the server lists keys unless asked otherwise. */
export const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/** A key just generated: its record, and the whole key the server answers this once. */
export type IssuedKey = ApiKeyView & { key: string };

/** The keys' resource as its routes declare it: its calls, and who may list and change it. */
export const apiKeysDeclared: Record<string, DeclaredResource> = {
  [INSTANCE_API_KEYS]: {
    list: apiKeyRoutes.list, create: apiKeyRoutes.create, update: apiKeyRoutes.update, delete: apiKeyRoutes.remove, traceAs: API_KEYS_RESOURCE,
  },
};

function instanceApiKeysProvider(): DataProvider {
  const declared = declaredResourceProvider(apiKeysDeclared[INSTANCE_API_KEYS]);
  return {
    ...declared,
    // One person's keys (the filter's userId and appInstanceId) come whole, newest first, at most 100: not paged.
    getList: async (resource: string, params: GetListParams) => {
      if (!params.meta?.ofUser) return declared.getList(resource, params);
      const { userId, appInstanceId } = params.filter;
      const { appInstanceApiKey } = await callDeclared(apiKeyRoutes.ofUser, { query: { userId, appInstanceId } });
      return { data: appInstanceApiKey, total: appInstanceApiKey.length };
    },
    // The whole key goes back with the record, for the dialog that shows it once.
    create: async (_resource: string, { data }: CreateParams) => {
      const { key, data: saved } = await changeDeclared(apiKeyRoutes.create, API_KEYS_RESOURCE, 'create', { body: data as ApiKeyCreate });
      return { data: { ...saved, key } satisfies IssuedKey };
    },
    update: async (resource: string, params: UpdateParams) => {
      if ((params.data as ApiKeyUpdate).status !== 'REVOKED') return declared.update(resource, params);
      const { data: saved } = await changeDeclared(apiKeyRoutes.update, API_KEYS_RESOURCE, 'revoke', {
        params: { id: Number(params.id) }, body: { status: 'REVOKED' },
      });
      return { data: saved };
    },
  } as DataProvider;
}

export const apiKeysResources = [{ name: INSTANCE_API_KEYS, dataProvider: instanceApiKeysProvider() }];

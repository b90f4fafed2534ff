// The API keys domain goes by its route declarations (contract/apiKeysRoutes.ts): an instance's keys
// are a react-admin resource asking the spec's address in the declared paging dialect (or, for one
// person's keys, theirs), its changes reach the spec's addresses with the key's id filled in (a new
// key answered with its whole key), the named call (a roll) too, none traced by the console (the server
// records them: their routes are declared recordsActivity), and who may list or change the keys
// follows the declared flags.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKeysDeclared, apiKeysResources, INSTANCE_API_KEYS } from '../../src/resources/apiKeys/apiKeysResources';
import { API_KEYS_RESOURCE, apiKeysDataProvider } from '../../src/resources/apiKeys/apiKeysDataProvider';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { session } from '../../src/session/session';
import { isTrace, recordCalls, type RecordedCall } from './recordedCalls';

const provider = apiKeysResources.find((r) => r.name === INSTANCE_API_KEYS)!.dataProvider;
const view = { id: 7, appInstanceId: 9, appId: 3, name: 'Billing server', prefix: 'pk_live_abc', scopes: [], status: 'ACTIVE' };
const KEYS = '/app/developerApp/app-instance-api-key';
/** The changes, without their traces. */
const changes = (calls: RecordedCall[]) =>
  calls.filter((c) => !isTrace(c)).map(({ method, path, body }) => [`${method} ${path}`, body]);
/** The console's own traces: none, the server records every key change (a trace would be posted without waiting, hence the pause). */
const traces = async (calls: RecordedCall[]) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return calls.filter(isTrace);
};

beforeEach(() => session.set('accountId', 5));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe("the API keys domain's resource", () => {
  it("lists an instance's keys at the spec's address, searched, sorted and paged in its dialect", async () => {
    const calls = recordCalls(() => ({ content: [view], totalElements: 11 }));
    const page = await provider.getList(INSTANCE_API_KEYS, {
      filter: { appInstanceId: 9, q: ' billing ' }, sort: { field: 'lastUsedAt', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    expect(page).toEqual({ data: [view], total: 11 });
    expect(calls.map((c) => c.path)).toEqual(['/app/developerApp/app-instance-api-keys?appInstanceId=9&query=billing&page=1&size=10&sort=lastUsedAt,desc']);
  });

  it('generates a key and hands back the whole key with its record, not traced by the console', async () => {
    const calls = recordCalls(({ method }) => (method === 'POST' ? { message: 'API Key Generated successfully', key: 'pk_live_abc_secret', data: view } : {}));
    const created = await provider.create(INSTANCE_API_KEYS, { data: { appInstanceId: 9, name: 'Billing server', expiresAt: null } });
    expect(created.data).toEqual({ ...view, key: 'pk_live_abc_secret' });
    expect(changes(calls)).toEqual([[`POST ${KEYS}`, { appInstanceId: 9, name: 'Billing server', expiresAt: null }]]);
    expect(await traces(calls)).toEqual([]);
  });

  it('renames, revokes and deletes a key by its id, none traced by the console', async () => {
    const calls = recordCalls(({ method }) => (method === 'DELETE' ? { message: 'deleted' } : { message: 'saved', data: { ...view, status: 'REVOKED' } }));
    await provider.update(INSTANCE_API_KEYS, { id: 7, data: { name: 'Billing' }, previousData: view });
    const revoked = await provider.update(INSTANCE_API_KEYS, { id: 7, data: { status: 'REVOKED' }, previousData: view });
    await provider.delete(INSTANCE_API_KEYS, { id: 7, previousData: view });
    expect(revoked.data.status).toBe('REVOKED');
    expect(changes(calls)).toEqual([
      [`PUT ${KEYS}/7`, { name: 'Billing' }],
      [`PUT ${KEYS}/7`, { status: 'REVOKED' }],
      [`DELETE ${KEYS}/7`, undefined],
    ]);
    expect(await traces(calls)).toEqual([]);
  });

  it("lists one person's keys whole and rolls a key by their declarations", async () => {
    const calls = recordCalls(({ method }) => (method === 'GET'
      ? { appInstanceApiKey: [{ ...view, appName: 'Keyed' }] }
      : { message: 'API key of Keyed rolled successfully', key: 'pk_live_abc_new', data: view }));
    await expect(provider.getList(INSTANCE_API_KEYS, {
      filter: { userId: 42, appInstanceId: 9 }, meta: { ofUser: true }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 25 },
    })).resolves.toEqual({ data: [{ ...view, appName: 'Keyed' }], total: 1 });
    await expect(apiKeysDataProvider.roll(API_KEYS_RESOURCE, 7, 24)).resolves.toMatchObject({ key: 'pk_live_abc_new' });
    expect(changes(calls)).toEqual([[`GET ${KEYS}?userId=42&appInstanceId=9`, undefined], [`POST ${KEYS}/7/roll`, { graceHours: 24 }]]);
    expect(await traces(calls)).toEqual([]);
  });

  it('is listed and changed by the flag its routes declare', () => {
    const access = declaredAccess(apiKeysDeclared);
    expect(access({ manage_api_keys: true }, { resource: INSTANCE_API_KEYS, action: 'list' })).toBe(true);
    expect(access({ manage_api_keys: true }, { resource: INSTANCE_API_KEYS, action: 'delete' })).toBe(true);
    expect(access({ view_apps: true }, { resource: INSTANCE_API_KEYS, action: 'list' })).toBe(false);
    expect(access({ view_apps: true }, { resource: INSTANCE_API_KEYS, action: 'edit' })).toBe(false);
    expect(access({ manage_api_keys: true }, { resource: 'somethingElse', action: 'list' })).toBeUndefined();
  });
});

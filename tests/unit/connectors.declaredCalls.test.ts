// The connectors domain goes by its route declarations (contract/connectorsRoutes.ts): a connector's
// APIs and the account's connector instances are react-admin resources asking the spec's addresses
// in the declared paging dialect; an API's changes reach the spec's addresses and answer the API as
// the record; linking and removing are the link route with a status; an instance's values are read
// and saved as records, and the named call (a test call) reaches its address; and who may list or
// change each follows the declared flags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectorsDataProvider, CONNECTORS_RESOURCE } from '../../src/resources/connectors/connectorsDataProvider';
import {
  ACCOUNT_CONNECTORS, CONNECTOR_APIS, connectorsDeclared, connectorsResources, INSTANCE_CONNECTOR_APIS, INSTANCE_CONNECTOR_LINKS,
} from '../../src/resources/connectors/connectorsResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import {
  CONNECTOR_API_CHANGE_FLAGS, CONNECTOR_API_VIEW_FLAGS, INSTANCE_CONNECTOR_CHANGE_FLAGS, INSTANCE_CONNECTOR_VIEW_FLAGS,
} from '../../contract/connectorsFlags';
import { isTrace, recordCalls } from './recordedCalls';

const providerOf = (name: string) => connectorsResources.find((r) => r.name === name)!.dataProvider;
const api = { id: 8, connectorId: 3, name: 'Orders', method: 'GET', url: 'https://api.example.com/orders' };
const link = { id: 21, appInstanceId: 9, connectorAppInstanceId: 14, connectorName: 'Shop', status: 'ACTIVE' };

afterEach(() => vi.unstubAllGlobals());

describe("the connectors domain's resources", () => {
  it("list a connector's APIs at the spec's address, searched, sorted and paged in its dialect", async () => {
    const calls = recordCalls(() => ({ content: [api], totalElements: 11 }), { skip: isTrace });
    const page = await providerOf(CONNECTOR_APIS).getList(CONNECTOR_APIS, {
      filter: { appId: 3, q: ' ord ' }, sort: { field: 'method', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    expect(page).toEqual({ data: [api], total: 11 });
    expect(calls.map((c) => c.path)).toEqual(['/api/connector/v1/connector-apis?appId=3&query=ord&page=1&size=10&sort=method,desc']);
  });

  it("add, change and delete an API at the spec's addresses, keeping the answered API as the record", async () => {
    const calls = recordCalls(({ method }) => (method === 'DELETE'
      ? { message: 'Connector API deleted successfully' }
      : { message: 'Connector API saved', connectorApi: api }), { skip: isTrace });
    const body = { name: 'Orders', method: 'GET', url: 'https://api.example.com/orders', auth: { type: 'none' } };
    const created = await providerOf(CONNECTOR_APIS).create(CONNECTOR_APIS, { data: { ...body, connectorId: 3 } });
    const updated = await providerOf(CONNECTOR_APIS).update(CONNECTOR_APIS, { id: 8, data: body, previousData: api });
    await providerOf(CONNECTOR_APIS).delete(CONNECTOR_APIS, { id: 8, previousData: api });
    expect([created.data, updated.data]).toEqual([api, api]);
    expect(calls.map(({ method, path, body: sent }) => [`${method} ${path}`, sent])).toEqual([
      ['POST /api/connector/v1/connector-api', { ...body, connectorId: 3 }],
      ['PUT /api/connector/v1/connector-api/8', body],
      ['DELETE /api/connector/v1/connector-api/8', undefined],
    ]);
  });

  it("list the account's connector instances, and an instance's active links", async () => {
    const calls = recordCalls(
      ({ path }) => (path.includes('/services') ? { content: [{ id: 14, name: 'Shop' }], totalElements: 1 } : [link]),
      { skip: isTrace },
    );
    await providerOf(ACCOUNT_CONNECTORS).getList(ACCOUNT_CONNECTORS, {
      filter: { accountId: 5 }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
    });
    const links = await providerOf(INSTANCE_CONNECTOR_LINKS).getList(INSTANCE_CONNECTOR_LINKS, {
      filter: { appInstanceId: 9 }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
    });
    expect(links).toEqual({ data: [link], total: 1 });
    expect(calls.map((c) => c.path)).toEqual([
      '/app/developerApp/services?accountId=5&page=0&size=100&sort=name,asc',
      '/app/developerApp/link-connectors-app?appInstanceId=9&status=ACTIVE',
    ]);
  });

  it('link a connector (ACTIVE) and remove the link (INACTIVE) at the link address', async () => {
    const calls = recordCalls(() => ({ message: 'done', data: link }), { skip: isTrace });
    const scope = { appInstanceId: 9, accountId: 5, userId: 2 };
    const created = await providerOf(INSTANCE_CONNECTOR_LINKS).create(INSTANCE_CONNECTOR_LINKS, { data: { connectorAppInstanceId: 14 }, meta: scope });
    await providerOf(INSTANCE_CONNECTOR_LINKS).delete(INSTANCE_CONNECTOR_LINKS, { id: 21, previousData: link, meta: scope });
    expect(created.data.id).toBe(21);
    const sent = { appInstanceId: 9, accountId: 5, connectorAppInstanceId: 14, userCreated: 2, userUpdated: 2 };
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['POST /app/developerApp/link-connector-app', { ...sent, status: 'ACTIVE' }],
      ['POST /app/developerApp/link-connector-app', { ...sent, status: 'INACTIVE' }],
    ]);
  });

  it("read and save an instance's values as records and run a test call at the spec's addresses", async () => {
    const values = { id: 30, appId: 3, appInstanceId: 9, connectorApiId: 8, baseUrl: null, placeholderValues: {}, username: null, hasSecret: false, updatedAt: '2026-11-01T00:00:00Z' };
    const calls = recordCalls(({ method }) => (method === 'GET' ? [values] : { message: 'saved', data: values }), { skip: isTrace });
    const provider = providerOf(INSTANCE_CONNECTOR_APIS);
    const list = await provider.getList(INSTANCE_CONNECTOR_APIS, {
      filter: { appId: 3, appInstanceId: 9 }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 100 },
    });
    const created = await provider.create(INSTANCE_CONNECTOR_APIS, { data: { appInstanceId: 9, connectorApiId: 8 } });
    const updated = await provider.update(INSTANCE_CONNECTOR_APIS, { id: 30, data: { id: 30, appInstanceId: 9, connectorApiId: 8 }, previousData: values });
    expect([list, created.data, updated.data]).toEqual([{ data: [values], total: 1 }, values, values]);
    await connectorsDataProvider.testCall(CONNECTORS_RESOURCE, { connectorId: 3, connectorApiId: 8, appInstanceId: 9, placeholderValues: { id: '1' } });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /api/connector/v1/connector-instance-api?appId=3&appInstanceId=9', undefined],
      ['POST /api/connector/v1/connector-instance-api', { appInstanceId: 9, connectorApiId: 8 }],
      ['PUT /api/connector/v1/connector-instance-api/30', { id: 30, appInstanceId: 9, connectorApiId: 8 }],
      ['POST /api/connector/v1/test-connector-apis?appId=3&connectorApiId=8&appInstanceId=9', { placeholderValues: { id: '1' } }],
    ]);
  });

  it('are listed and changed by the flags their routes declare', () => {
    const access = declaredAccess(connectorsDeclared);
    const only = (flag: string) => ({ [flag]: true });
    expect(access(only(CONNECTOR_API_VIEW_FLAGS[0]), { resource: CONNECTOR_APIS, action: 'list' })).toBe(true);
    expect(access(only(CONNECTOR_API_VIEW_FLAGS[0]), { resource: CONNECTOR_APIS, action: 'create' })).toBe(false);
    expect(access(only(CONNECTOR_API_CHANGE_FLAGS[0]), { resource: CONNECTOR_APIS, action: 'delete' })).toBe(true);
    expect(access(only(INSTANCE_CONNECTOR_VIEW_FLAGS.at(-1)!), { resource: CONNECTOR_APIS, action: 'list' })).toBe(true);
    expect(access(only(INSTANCE_CONNECTOR_VIEW_FLAGS.at(-1)!), { resource: INSTANCE_CONNECTOR_LINKS, action: 'create' })).toBe(false);
    expect(access(only(INSTANCE_CONNECTOR_CHANGE_FLAGS[0]), { resource: INSTANCE_CONNECTOR_LINKS, action: 'delete' })).toBe(true);
    expect(access(only(INSTANCE_CONNECTOR_VIEW_FLAGS.at(-1)!), { resource: INSTANCE_CONNECTOR_APIS, action: 'list' })).toBe(true);
    expect(access(only(INSTANCE_CONNECTOR_VIEW_FLAGS.at(-1)!), { resource: INSTANCE_CONNECTOR_APIS, action: 'edit' })).toBe(false);
    expect(access(only(INSTANCE_CONNECTOR_CHANGE_FLAGS[0]), { resource: INSTANCE_CONNECTOR_APIS, action: 'edit' })).toBe(true);
    expect(access(only(INSTANCE_CONNECTOR_VIEW_FLAGS[0]), { resource: ACCOUNT_CONNECTORS, action: 'list' })).toBe(true);
    expect(access({}, { resource: 'somethingElse', action: 'list' })).toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagedServiceProvider } from '../../src/dataProviders/pagedServiceProvider';
import { session } from '../../src/session/session';
import type { EndpointMapping } from '../../src/plugins/types';
import { fakeServer } from './httpClient.fakeServer';

const listParams = (page: number, perPage: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page, perPage },
  sort: { field: 'businessName', order: 'DESC' as const },
  filter,
});

const accounts: EndpointMapping = {
  service: 'account',
  list: { path: '/accounts', dialect: 'sortfield', query: () => ({ userId: 3 }) },
  getOne: (id) => `/account/${id}`,
  create: '/account',
  update: (id) => `/account/${id}`,
  delete: (id) => `/account/${id}`,
  extraQuery: () => ({ userId: 3 }),
  recordField: 'data',
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  session.set('accessToken', 'token-1');
  session.set('accountId', 7);
});
afterEach(() => vi.unstubAllGlobals());

describe('getList paging and sorting', () => {
  it("'sortfield' dialect: zero-based page, size, sortfield, sortorder, the search as query and the mapping's query", async () => {
    const server = fakeServer({ 'GET /users/accounts': () => ({ status: 200, body: { content: [{ id: 1 }], totalElements: 31 } }) });
    const result = await pagedServiceProvider(accounts).getList('accounts', listParams(3, 10, { q: 'acme' }));
    expect(result).toEqual({ data: [{ id: 1 }], total: 31 });
    expect(Object.fromEntries(server.requests[0].url.searchParams)).toEqual({
      page: '2', size: '10', sortfield: 'businessName', sortorder: 'desc', query: 'acme', userId: '3',
    });
  });

  it("'sort' dialect: sort=field,direction", async () => {
    const server = fakeServer({ 'GET /users/all-accounts': () => ({ status: 200, body: { data: [{ id: 2 }], totalElements: 1 } }) });
    const mapping: EndpointMapping = { service: 'account', list: { path: '/all-accounts', dialect: 'sort' } };
    const result = await pagedServiceProvider(mapping).getList('accounts', {
      ...listParams(1, 25),
      sort: { field: 'createdAt', order: 'ASC' },
    });
    expect(result).toEqual({ data: [{ id: 2 }], total: 1 });
    expect(Object.fromEntries(server.requests[0].url.searchParams)).toEqual({ page: '0', size: '25', sort: 'createdAt,asc' });
  });

  it('sends no sort in any dialect for a list sorted by nothing the user picks', async () => {
    const server = fakeServer({ 'GET /users/all-accounts': () => ({ status: 200, body: { data: [], totalElements: 0 } }) });
    for (const dialect of ['sortfield', 'sort', 'sortBy'] as const) {
      const mapping: EndpointMapping = { service: 'account', list: { path: '/all-accounts', dialect } };
      await pagedServiceProvider(mapping).getList('accounts', { ...listParams(1, 10), sort: { field: '', order: 'ASC' } });
    }
    expect(server.requests.map((r) => [...r.url.searchParams.keys()].join(','))).toEqual(['page,size', 'page,size', 'pageNo,pageSize']);
  });

  it("'sortBy' dialect: pageNo, pageSize, sortBy, sortDir, and a custom search filter", async () => {
    const server = fakeServer({ 'GET /app/developerApp/apps': () => ({ status: 200, body: [{ id: 'a' }, { id: 'b' }] }) });
    const mapping: EndpointMapping = {
      service: 'developerApp',
      list: { path: '/apps', dialect: 'sortBy', searchFilter: 'name' },
    };
    const result = await pagedServiceProvider(mapping).getList('apps', listParams(2, 5, { name: 'crm' }));
    expect(result).toEqual({ data: [{ id: 'a' }, { id: 'b' }], total: 2 });
    expect(Object.fromEntries(server.requests[0].url.searchParams)).toEqual({
      pageNo: '1', pageSize: '5', sortBy: 'businessName', sortDir: 'desc', query: 'crm',
    });
  });
});

describe('single records and changes', () => {
  it('unwraps the record field of a getOne answer', async () => {
    fakeServer({ 'GET /users/account/5': () => ({ status: 200, body: { data: { id: 5, businessName: 'Acme' } } }) });
    const { data } = await pagedServiceProvider(accounts).getOne('accounts', { id: 5 });
    expect(data).toEqual({ id: 5, businessName: 'Acme' });
  });

  it('updates, then posts the activity trace to the tracking service with the resource as folder', async () => {
    const server = fakeServer({
      'PUT /users/account/5': (r) => ({ status: 200, body: { message: 'Account updated successfully', data: { id: 5, ...(r.body as object) } } }),
      'POST /logtrace/7/track': () => ({ status: 201, body: {} }),
    });
    const { data } = await pagedServiceProvider(accounts).update('accounts', {
      id: 5, data: { businessName: 'Acme 2' }, previousData: { id: 5 },
    });
    expect(data).toEqual({ id: 5, businessName: 'Acme 2' });
    expect(server.to('PUT /users/account/5')[0].url.search).toBe('?userId=3');
    await flush();
    const [trace] = server.to('POST /logtrace/7/track');
    expect(trace.headers.get('folderName')).toBe('accounts');
    // The resource's kind (contract/activityLogRules.ts), and the message as a key with its English text.
    expect(trace.body).toMatchObject({
      type: 'account', event: 'update', status: 'success', action: 'update', messageKey: 'change.update', message: 'Account updated',
    });
    expect(trace.body).toHaveProperty('trackId');
    expect(trace.body).toHaveProperty('user_session');
  });

  it('a failing trace never breaks the change', async () => {
    fakeServer({
      'DELETE /users/account/5': () => ({ status: 200, body: { message: 'Account deleted successfully' } }),
      'POST /logtrace/7/track': () => ({ status: 500, body: { status: 500, error: 'Internal Server Error', message: 'down' } }),
    });
    const { data } = await pagedServiceProvider(accounts).delete('accounts', { id: 5, previousData: { id: 5, businessName: 'Acme' } });
    expect(data).toEqual({ id: 5, businessName: 'Acme' });
    await flush();
  });

  it('does not trace a failed change, and reports the server message', async () => {
    const server = fakeServer({
      'POST /users/account': () => ({ status: 400, body: { status: 400, error: 'Bad Request', message: 'Please enter a valid email' } }),
    });
    await expect(pagedServiceProvider(accounts).create('accounts', { data: { billingEmail: 'x' } })).rejects.toMatchObject({
      message: 'Please enter a valid email',
    });
    await flush();
    expect(server.to('POST /logtrace/7/track')).toHaveLength(0);
  });

  it('deleteMany deletes each record in turn', async () => {
    const server = fakeServer({
      'DELETE /users/account/1': () => ({ status: 200, body: {} }),
      'DELETE /users/account/2': () => ({ status: 200, body: {} }),
      'POST /logtrace/7/track': () => ({ status: 201, body: {} }),
    });
    const { data } = await pagedServiceProvider(accounts).deleteMany('accounts', { ids: [1, 2] });
    expect(data).toEqual([1, 2]);
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });
});

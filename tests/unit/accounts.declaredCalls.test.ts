// The accounts domain goes by its route declarations (contract/accountsRoutes.ts): the picker's list
// and view-all's list at their spec addresses in their own dialects, an account created, changed and
// deleted at its address, and the default account read and set (setting it is an update of the
// account's isDefault).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsProvider } from '../../src/resources/accounts/accountsResources';
import type { AccountsDataProvider } from '../../src/resources/accounts/accountsDataProvider';
import type { SessionScope } from '../../src/session';
import { recordCalls } from './recordedCalls';

const scope = (() => ({ accountId: '', userId: '9' })) as unknown as SessionScope;
const acme = { id: 3, businessName: 'Acme', userType: 'OWNER' };
const page = { content: [acme], totalElements: 1 };

afterEach(() => vi.unstubAllGlobals());

describe("the accounts domain's resource", () => {
  it("lists the user's active accounts in the sortfield dialect, and every membership in the sort dialect", async () => {
    const calls = recordCalls(() => page);
    const accounts = accountsProvider(scope);
    const params = { filter: { q: 'ac' }, sort: { field: 'businessName', order: 'ASC' as const }, pagination: { page: 1, perPage: 10 } };
    expect(await accounts.getList('accounts', params)).toEqual({ data: [acme], total: 1 });
    await accounts.getList('accounts', { ...params, meta: { viewAll: true } });
    expect(await accounts.getOne('accounts', { id: 3 })).toEqual({ data: acme });
    expect(calls.map((c) => c.path)).toEqual([
      '/users/accounts?userId=9&query=ac&page=0&size=10&sortfield=businessName&sortorder=asc',
      '/users/all-accounts?query=ac&page=0&size=10&sort=businessName,asc',
      '/users/all-accounts?page=0&size=100&sort=id,asc',
    ]);
  });

  it("creates, changes and deletes an account at its address, naming the signed-in user (the spec's ?userId)", async () => {
    const calls = recordCalls(() => ({ message: 'done', data: acme }));
    const accounts = accountsProvider(scope);
    const created = await accounts.create('accounts', { data: { businessName: 'Acme' } });
    await accounts.update('accounts', { id: 3, data: { businessName: 'Acme Ltd' }, previousData: acme });
    await accounts.delete('accounts', { id: 3, previousData: acme });
    expect(created.data).toEqual(acme);
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['POST /users/account?userId=9', { businessName: 'Acme' }],
      ['PUT /users/account/3?userId=9', { businessName: 'Acme Ltd' }],
      ['DELETE /users/account/3?userId=9', undefined],
    ]);
  });

  it("reads the default account (none: null) and sets it", async () => {
    const calls = recordCalls(({ method }) => (method === 'GET'
      ? Response.json({ message: 'Account not found' }, { status: 404 })
      : { message: 'Default account set successfully' }));
    const accounts = accountsProvider(scope) as AccountsDataProvider;
    expect(await accounts.getDefaultAccount('accounts')).toBeNull();
    await accounts.setDefaultAccount('accounts', { id: 3, isDefault: false });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /users/account?userId=9',
      'PUT /users/account-user/default-account/3?userId=9&defaultValue=false',
    ]);
  });

  it("makes an account the default as an update of its isDefault (meta defaultAccount), by the spec's own call", async () => {
    const calls = recordCalls(() => ({ message: 'Default account set successfully' }));
    const accounts = accountsProvider(scope);
    const saved = await accounts.update('accounts', { id: 3, data: { isDefault: true }, previousData: { ...acme, isDefault: false }, meta: { defaultAccount: true } });
    expect(saved.data).toEqual({ ...acme, isDefault: true, message: 'Default account set successfully' });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['PUT /users/account-user/default-account/3?userId=9&defaultValue=true', undefined],
    ]);
  });
});

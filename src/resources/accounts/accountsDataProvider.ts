// The accounts resource on the account service. Two list calls back one resource: the picker's
// `/accounts` (active memberships, sortfield dialect) and view-all's `/all-accounts` (every
// membership, sort dialect). The list asks for view-all with `meta: { viewAll: true }`, so edits,
// deletes and react-admin's caches all stay on the one `accounts` resource.
import type { DataProvider, Identifier } from 'react-admin';
import type { EndpointMapping } from '../../plugins/types';
import { pagedServiceProvider } from '../../dataProviders/pagedServiceProvider';
import { request } from '../../dataProviders/httpClient';
import { trackActivity } from '../../dataProviders/activityTracker';
import type { SessionScope } from '../../session';
import type { AccountView } from '../../../contract/accounts';

/** The calls name the signed-in user, read from `scope` at call time. */
const userIdQuery = (scope: SessionScope) => ({ userId: scope().userId || undefined });

const accountEndpoints = (scope: SessionScope): EndpointMapping => ({
  service: 'account',
  list: { path: '/accounts', dialect: 'sortfield', query: () => userIdQuery(scope) },
  create: '/account',
  update: (id) => `/account/${id}`,
  delete: (id) => `/account/${id}`,
  extraQuery: () => userIdQuery(scope),
  recordField: 'data',
});

/** Page size used to find accounts by id among the user's memberships. */
const LOOKUP_PAGE_SIZE = 100;

export interface AccountsDataProvider extends DataProvider {
  /** PUT /account-user/default-account/{id}: makes (or stops making) the account the user's default. */
  setDefaultAccount(resource: string, params: { id: Identifier; isDefault: boolean }): Promise<{ message: string }>;
  /** GET /account: the user's default account, else their first active one; null when they have none. */
  getDefaultAccount(resource: string): Promise<AccountView | null>;
}

export function createAccountsDataProvider(scope: SessionScope): AccountsDataProvider {
  const endpoints = accountEndpoints(scope);
  const activeAccounts = pagedServiceProvider(endpoints);
  const allAccounts = pagedServiceProvider({ ...endpoints, list: { path: '/all-accounts', dialect: 'sort' } });

  /**
   * The service has no GET /account/{id}. The list view fills react-admin's getOne cache, so this
   * runs only when an edit page is opened directly (bookmark, reload): it walks the user's own
   * memberships (all statuses), one page for nearly every user.
   */
  async function findAccounts(resource: string, ids: Identifier[]): Promise<AccountView[]> {
    const wanted = new Set(ids.map(String));
    const found: AccountView[] = [];
    for (let page = 1; wanted.size > 0; page += 1) {
      const { data, total = 0 } = await allAccounts.getList<AccountView>(resource, {
        pagination: { page, perPage: LOOKUP_PAGE_SIZE },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      for (const account of data) {
        if (wanted.delete(String(account.id))) found.push(account);
      }
      if (data.length === 0 || page * LOOKUP_PAGE_SIZE >= total) break;
    }
    return found;
  }

  const provider: AccountsDataProvider = {
    ...activeAccounts,
    getList: (resource, params) => (params.meta?.viewAll ? allAccounts : activeAccounts).getList(resource, params),
    getOne: async (resource, { id }) => {
      const [account] = await findAccounts(resource, [id]);
      if (!account) throw new Error('ra.notification.item_doesnt_exist');
      return { data: account as never };
    },
    getMany: async (resource, { ids }) => ({ data: (await findAccounts(resource, ids)) as never[] }),
    async setDefaultAccount(resource, { id, isDefault }) {
      const { json } = await request<{ message: string }>('account', `/account-user/default-account/${id}`, {
        method: 'PUT',
        query: { ...userIdQuery(scope), defaultValue: isDefault },
      });
      trackActivity({ key: 'account.madeDefault', type: resource, event: 'default-account', status: 'success', action: 'update' });
      return json;
    },
    async getDefaultAccount() {
      try {
        const { json } = await request<AccountView>('account', '/account', { query: userIdQuery(scope) });
        return json;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  };
  return provider;
}

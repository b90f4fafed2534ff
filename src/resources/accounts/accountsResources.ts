// The accounts resource served by the domain's declared routes (contract/accountsRoutes.ts). Two list
// calls back one resource: the picker's `/accounts` (active memberships, sortfield dialect) and
// view-all's `/all-accounts` (every membership, sort dialect). The list asks for view-all with
// `meta: { viewAll: true }`, so edits, deletes and react-admin's caches all stay on the one
// `accounts` resource. Making an account the user's default is an update of its `isDefault` with
// `meta: { defaultAccount: true }`, by the spec's own call. Who may do what stays accountAccess.ts's
// rule: the routes carry no flag.
import type { DataProvider, GetListParams, Identifier, UpdateParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import type { SessionScope } from '../../session';
import { accountRoutes } from '../../../contract/accountsRoutes';
import type { AccountView } from '../../../contract/accounts';
import { ACCOUNTS_RESOURCE } from './accountAccess';
import { accountCalls, userIdQuery } from './accountsDataProvider';

export const accountsDeclared: Record<string, DeclaredResource> = {
  [ACCOUNTS_RESOURCE]: { list: accountRoutes.list, create: accountRoutes.create, update: accountRoutes.update, delete: accountRoutes.remove },
};

/** The spec's account calls name the signed-in user (`DELETE account/{id}?userId`), read at call time. */
const withUserId = (scope: SessionScope): DeclaredResource => ({ ...accountsDeclared[ACCOUNTS_RESOURCE], recordQuery: () => userIdQuery(scope) });

/** Page size used to find accounts by id among the user's memberships. */
const LOOKUP_PAGE_SIZE = 100;

export function accountsProvider(scope: SessionScope): DataProvider {
  const activeAccounts = declaredResourceProvider(withUserId(scope));
  const calls = accountCalls(scope);
  const allAccounts = declaredResourceProvider({ list: accountRoutes.listAll });
  // The picker's list names the signed-in user, read at call time (the server checks it).
  const ownList = (params: GetListParams): GetListParams => ({ ...params, filter: { ...params.filter, ...userIdQuery(scope) } });

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

  /** The account's `isDefault` only, set by PUT /account-user/default-account/:id; the saved record carries the server's message. */
  async function setDefault(resource: string, { id, data, previousData }: UpdateParams) {
    const isDefault = Boolean((data as Partial<AccountView>).isDefault);
    const { message } = await calls.setDefaultAccount(resource, { id, isDefault });
    return { data: { ...previousData, id, isDefault, message } };
  }

  return {
    ...activeAccounts,
    ...calls,
    update: (resource: string, params: UpdateParams) =>
      (params.meta?.defaultAccount ? setDefault(resource, params) : activeAccounts.update(resource, params)),
    getList: (resource: string, params: GetListParams) =>
      (params.meta?.viewAll ? allAccounts.getList(resource, params) : activeAccounts.getList(resource, ownList(params))),
    getOne: async (resource: string, { id }: { id: Identifier }) => {
      const [account] = await findAccounts(resource, [id]);
      if (!account) throw new Error('ra.notification.item_doesnt_exist');
      return { data: account };
    },
    getMany: async (resource: string, { ids }: { ids: Identifier[] }) => ({ data: await findAccounts(resource, ids) }),
  } as DataProvider;
}

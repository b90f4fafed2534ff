// The accounts domain's routes (console-shell.md §5), declared once: the console calls them by these
// names (routeTable.ts) and the server mounts them at these paths. What each takes and answers are
// the TypeBox schemas of contract/accounts.ts, named by type only; a list names its paging dialect.
// None is guarded by flags in the account of the headers: a signed-in user reads and creates their
// own accounts before any is selected, and changing one needs allpermissions in the account its
// path names, so the server keeps these routes' own guards (no flag here).
import type {
  AccountBody, AccountIdParams, AccountMessageResponse, AccountPage, AccountView, ActiveAccountListQuery, AllAccountListQuery,
  DefaultAccountQuery, MessageResponse, OwnUserQuery,
} from './accounts';
import { namedRoutes, route } from './routeTable';

const service = 'account';
type ById = { params: typeof AccountIdParams };

/** The caller's accounts: their default one, the picker's list, every membership, and changes. */
export const accountRoutes = namedRoutes('accounts', {
  defaultOne: route<{ query: typeof OwnUserQuery; response: typeof AccountView }>({
    service, method: 'GET', path: '/account', flags: [],
  }),
  list: route<{ query: typeof ActiveAccountListQuery; response: typeof AccountPage }>({
    service, method: 'GET', path: '/accounts', flags: [], paging: 'sortfield',
  }),
  listAll: route<{ query: typeof AllAccountListQuery; response: typeof AccountPage }>({
    service, method: 'GET', path: '/all-accounts', flags: [], paging: 'sort',
  }),
  create: route<{ body: typeof AccountBody; response: typeof AccountMessageResponse }>({
    service, method: 'POST', path: '/account', flags: [],
  }),
  update: route<ById & { query: typeof OwnUserQuery; body: typeof AccountBody; response: typeof AccountMessageResponse }>({
    service, method: 'PUT', path: '/account/:id', flags: [],
  }),
  remove: route<ById & { query: typeof OwnUserQuery; response: typeof MessageResponse }>({
    service, method: 'DELETE', path: '/account/:id', flags: [],
  }),
  setDefault: route<ById & { query: typeof DefaultAccountQuery; response: typeof MessageResponse }>({
    service, method: 'PUT', path: '/account-user/default-account/:id', flags: [],
  }),
});

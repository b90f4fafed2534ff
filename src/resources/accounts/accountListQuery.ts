// What the account list asks for (AccountList's <List> props), declared once: the list uses it, and
// the console fetches its first page while it boots when the page is opened by its address.
import type { ListQuery } from '../../dataProviders/firstListPage';
import type { PageVisit } from '../../plugins/types';
import { ACCOUNTS_RESOURCE } from './accountAccess';

export const accountListQuery = (viewAll: boolean) => ({
  resource: ACCOUNTS_RESOURCE,
  sort: { field: 'businessName', order: 'ASC' },
  perPage: 10,
  meta: { viewAll },
}) satisfies ListQuery;

/** The list the page shows first; none while a user without an account is taken into one (useAutoEnterAccount). */
export function firstAccountList({ search, session }: PageVisit): ListQuery | null {
  const viewAll = search.get('mode') === 'view-all';
  return viewAll || session.accountId ? accountListQuery(viewAll) : null;
}

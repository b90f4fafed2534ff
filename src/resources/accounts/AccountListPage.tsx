// The spec's account list route (/app/pages/account-list, ?mode=view-all). It is a plugin route,
// not react-admin's /accounts, so the list view runs inside an explicit resource context.
import { useState } from 'react';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { ViewLoading } from '../../ui/ViewLoading';
import { PageHeading } from '../../ui/PageHeading';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session';
import { returnTargetOf } from '../../session/returnTarget';
import { AccountList } from './AccountList';
import { useAutoEnterAccount } from './useAutoEnterAccount';
import { ACCOUNTS_RESOURCE } from './accountAccess';

/**
 * A page that needs an account sends here with ?returnTo= when none is entered: once one is (by
 * this page, or already by another tab of the same sign-in), that page opens.
 */
export function AccountListPage() {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const viewAll = searchParams.get('mode') === 'view-all';
  const returnTo = returnTargetOf(`?${searchParams}`);
  const enteredAtStart = useState(!!useSession().accountId)[0];
  const entering = useAutoEnterAccount(!viewAll);
  if (returnTo && enteredAtStart) return <Navigate to={returnTo} replace />;
  if (entering) return <ViewLoading />;
  return (
    <ResourceContextProvider value={ACCOUNTS_RESOURCE}>
      <PageHeading sx={{ pt: 1, mb: 0 }}>{translate(viewAll ? 'accounts.list.viewAllTitle' : 'accounts.list.title')}</PageHeading>
      <AccountList key={viewAll ? 'view-all' : 'active'} viewAll={viewAll} />
    </ResourceContextProvider>
  );
}

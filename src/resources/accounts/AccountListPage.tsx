// The spec's account list route (/app/pages/account-list, ?mode=view-all). It is a plugin route,
// not react-admin's /accounts, so the list view runs inside an explicit resource context.
import { Loading, ResourceContextProvider, useTranslate } from 'react-admin';
import { PageHeading } from '../../ui/PageHeading';
import { useSearchParams } from 'react-router-dom';
import { AccountList } from './AccountList';
import { useAutoEnterAccount } from './useAutoEnterAccount';
import { ACCOUNTS_RESOURCE } from './accountAccess';

export function AccountListPage() {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const viewAll = searchParams.get('mode') === 'view-all';
  const entering = useAutoEnterAccount(!viewAll);
  if (entering) return <Loading />;
  return (
    <ResourceContextProvider value={ACCOUNTS_RESOURCE}>
      <PageHeading sx={{ pt: 1, mb: 0 }}>{translate(viewAll ? 'accounts.list.viewAllTitle' : 'accounts.list.title')}</PageHeading>
      <AccountList key={viewAll ? 'view-all' : 'active'} viewAll={viewAll} />
    </ResourceContextProvider>
  );
}

// The spec's account list route (/app/pages/account-list, ?mode=view-all). It is a plugin route,
// not react-admin's /accounts, so the list view runs inside an explicit resource context.
import { Loading, ResourceContextProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AccountList } from './AccountList';
import { useAutoEnterAccount } from './useAutoEnterAccount';
import { ACCOUNTS_RESOURCE } from './accountAccess';

export function AccountListPage() {
  const [searchParams] = useSearchParams();
  const viewAll = searchParams.get('mode') === 'view-all';
  const entering = useAutoEnterAccount(!viewAll);
  if (entering) return <Loading />;
  return (
    <ResourceContextProvider value={ACCOUNTS_RESOURCE}>
      <AccountList key={viewAll ? 'view-all' : 'active'} viewAll={viewAll} />
    </ResourceContextProvider>
  );
}

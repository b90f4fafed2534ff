// Right after sign-in (no account selected yet) a user goes straight into their default account,
// or into their only account when they have just one; view-all, a blocked account or a failed
// look-up show the list instead.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AccountView } from '../../../contract/accounts';
import { useSession } from '../../session';
import { useSwitchAccount } from '../../authProvider/accountSwitch';
import type { AccountsDataProvider } from './accountsDataProvider';
import { ACCOUNTS_RESOURCE } from './accountAccess';
import { selectionBlock, toSelectedAccount } from './selection';

/** The account to enter without asking: the default one, else the only one; null: show the list. */
async function accountToEnter(dataProvider: AccountsDataProvider, defaultAccountId: string | null): Promise<AccountView | null> {
  if (defaultAccountId) {
    const account = await dataProvider.getDefaultAccount(ACCOUNTS_RESOURCE);
    return account && String(account.id) === defaultAccountId ? account : null;
  }
  const { data, total } = await dataProvider.getList<AccountView>(ACCOUNTS_RESOURCE, {
    pagination: { page: 1, perPage: 2 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return total === 1 && data.length === 1 ? data[0] : null;
}

/** True while the account to enter is being looked up and entered. */
export function useAutoEnterAccount(allowed: boolean): boolean {
  const dataProvider = useDataProvider<AccountsDataProvider>();
  const switchAccount = useSwitchAccount();
  const { accountId, defaultAccountId } = useSession();
  // Decided once: entering the account stores it in the session before the page is left.
  const [accountAtStart] = useState(accountId);
  const wanted = allowed && !accountAtStart;
  const [entering, setEntering] = useState(wanted);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    const showList = () => !cancelled && setEntering(false);
    accountToEnter(dataProvider, defaultAccountId || null)
      .then((account) => {
        if (cancelled) return;
        if (account && !selectionBlock(account)) return switchAccount(toSelectedAccount(account));
        showList();
      })
      .catch(showList);
    return () => {
      cancelled = true;
    };
    // Once per visit: switchAccount leaves the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, defaultAccountId]);

  return wanted && entering;
}

// Right after sign-in (no account selected yet) a user goes straight into their default account;
// view-all, a blocked account or a failed look-up show the list instead.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AccountView } from '../../../contract/accounts';
import { useSession } from '../../session';
import { useSwitchAccount } from '../../authProvider/accountSwitch';
import type { AccountsDataProvider } from './accountsDataProvider';
import { ACCOUNTS_RESOURCE } from './accountAccess';
import { selectionBlock, toSelectedAccount } from './selection';

/** The account to enter without asking: the default one; null: show the list. */
async function accountToEnter(dataProvider: AccountsDataProvider, defaultAccountId: string): Promise<AccountView | null> {
  const account = await dataProvider.getDefaultAccount(ACCOUNTS_RESOURCE);
  return account && String(account.id) === defaultAccountId ? account : null;
}

/** True while the account to enter is being looked up and entered. */
export function useAutoEnterAccount(allowed: boolean): boolean {
  const dataProvider = useDataProvider<AccountsDataProvider>();
  const switchAccount = useSwitchAccount();
  const { accountId, defaultAccountId } = useSession();
  const wanted = allowed && !accountId && !!defaultAccountId;
  const [entering, setEntering] = useState(wanted);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    const showList = () => !cancelled && setEntering(false);
    accountToEnter(dataProvider, defaultAccountId)
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

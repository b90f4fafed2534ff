// Right after sign-in (no account selected yet) a user with a default account goes straight into
// it; view-all, a blocked default account or a failed look-up show the list instead.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useSession } from '../../session';
import { useSwitchAccount } from '../../authProvider/accountSwitch';
import type { AccountsDataProvider } from './accountsDataProvider';
import { ACCOUNTS_RESOURCE } from './accountAccess';
import { selectionBlock, toSelectedAccount } from './selection';

/** True while the default account is being looked up and entered. */
export function useAutoEnterDefaultAccount(allowed: boolean): boolean {
  const dataProvider = useDataProvider<AccountsDataProvider>();
  const switchAccount = useSwitchAccount();
  const { accountId, defaultAccountId } = useSession();
  const wanted = allowed && !accountId && !!defaultAccountId;
  const [entering, setEntering] = useState(wanted);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    const showList = () => !cancelled && setEntering(false);
    dataProvider
      .getDefaultAccount(ACCOUNTS_RESOURCE)
      .then((account) => {
        if (cancelled) return;
        if (account && String(account.id) === defaultAccountId && !selectionBlock(account)) {
          return switchAccount(toSelectedAccount(account));
        }
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

// Switching account: what enterAccount stores, then a clean slate for react-admin. Only logout
// resets the store and the query cache by itself (DESIGN §7); without this the next account would
// see the previous one's cached lists and permissions. It opens the account's landing page, or the
// page that asked for an account (the account list's ?returnTo=, src/session/returnTarget.ts).
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useI18nProvider, useNavigate, useResetStore } from 'react-admin';
import { routes } from '../config/constants';
import { useForgetAccountQueries } from '../dataProviders/queryCache';
import { returnTargetOf } from '../session/returnTarget';
import { useRegistry } from '../plugins/RegistryContext';
import { enterAccount, type AccountSummary } from './accountSession';

export type { AccountSummary } from './accountSession';

export function useSwitchAccount(): (account: AccountSummary) => Promise<void> {
  const resetStore = useResetStore();
  const forgetAccountQueries = useForgetAccountQueries();
  const i18nProvider = useI18nProvider();
  const navigate = useNavigate();
  const returnTo = returnTargetOf(useLocation().search);
  const { idleTime } = useRegistry();

  return useCallback(
    async (account: AccountSummary) => {
      await enterAccount(account, idleTime);
      resetStore();
      // The previous account's data goes; its permissions, identity and access answers are asked
      // again (not the authentication check: the user is still signed in).
      await forgetAccountQueries();
      // Rebuilds the current language's messages so the account's server labels apply.
      await i18nProvider.changeLocale(i18nProvider.getLocale());
      navigate(returnTo ?? routes.landing(account.id));
    },
    [resetStore, forgetAccountQueries, i18nProvider, navigate, returnTo, idleTime],
  );
}

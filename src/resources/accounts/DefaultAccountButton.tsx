// Makes the account the user's default (or stops it being so) and shows the server's message: an
// update of the account's `isDefault` (react-admin's useUpdate), by the spec's own call
// (accountsResources.ts, `meta: { defaultAccount: true }`).
import { useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { rememberDefaultAccount } from '../../session';
import { ACCOUNTS_RESOURCE } from './accountAccess';
import type { AccountView } from '../../../contract/accounts';
import { useShowResult } from '../../ui/ResultProvider';

/** The Default column: a filled star on the default account; clicking a star sets or unsets it. */
export function DefaultAccountButton() {
  const account = useRecordContext<AccountView>();
  const translate = useTranslate();
  const showResult = useShowResult();
  const refresh = useRefresh();
  // Pessimistic: the star changes once the server has; the list is read again (another account was the default).
  const [update, { isPending }] = useUpdate<AccountView & { message?: string }>();
  if (!account) return null;
  const setDefault = (isDefault: boolean) => update(ACCOUNTS_RESOURCE, {
    id: account.id, data: { isDefault }, previousData: account, meta: { defaultAccount: true },
  }, {
    mutationMode: 'pessimistic',
    onSuccess: ({ message }) => {
      // The next sign-in enters this account directly (see useAutoEnterAccount).
      rememberDefaultAccount(String(account.id), isDefault);
      showResult({ severity: 'success', message: message ?? '' });
      refresh();
    },
    onError: (error) => showResult({ severity: 'error', message: (error as Error).message }),
  });
  const label = `${translate(account.isDefault ? 'accounts.action.unsetDefault' : 'accounts.action.setDefault')}: ${account.businessName}`;
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} aria-pressed={account.isDefault} onClick={() => setDefault(!account.isDefault)} disabled={isPending} size="small">
          {account.isDefault ? <StarIcon color="warning" /> : <StarBorderIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

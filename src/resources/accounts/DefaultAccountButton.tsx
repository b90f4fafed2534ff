// Makes the account the user's default (or stops it being so) and shows the server's message.
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { rememberDefaultAccount } from '../../session';
import type { AccountsDataProvider } from './accountsDataProvider';
import { ACCOUNTS_RESOURCE } from './accountAccess';
import type { AccountView } from '../../../contract/accounts';
import { useShowResult } from '../../ui/ResultProvider';

/** The Default column: a filled star on the default account; clicking a star sets or unsets it. */
export function DefaultAccountButton() {
  const account = useRecordContext<AccountView>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AccountsDataProvider>();
  const showResult = useShowResult();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (isDefault: boolean) => dataProvider.setDefaultAccount(ACCOUNTS_RESOURCE, { id: account!.id, isDefault }),
    onSuccess: ({ message }, isDefault) => {
      // The next sign-in enters this account directly (see useAutoEnterAccount).
      rememberDefaultAccount(String(account!.id), isDefault);
      showResult({ severity: 'success', message: message });
      refresh();
    },
    onError: (error: Error) => showResult({ severity: 'error', message: error.message }),
  });
  if (!account) return null;
  const label = `${translate(account.isDefault ? 'accounts.action.unsetDefault' : 'accounts.action.setDefault')}: ${account.businessName}`;
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} aria-pressed={account.isDefault} onClick={() => mutate(!account.isDefault)} disabled={isPending} size="small">
          {account.isDefault ? <StarIcon color="warning" /> : <StarBorderIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

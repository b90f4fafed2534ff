// Picks the account: the account switch stores it in the session, loads its flags and labels,
// clears the previous account's caches and opens its landing page. Accounts that cannot be picked
// show why instead.
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { useSwitchAccount } from '../../authProvider/accountSwitch';
import { selectionBlock, toSelectedAccount } from './selection';
import type { AccountView } from '../../../contract/accounts';

export function SelectAccountButton() {
  const account = useRecordContext<AccountView>();
  const translate = useTranslate();
  const notify = useNotify();
  const switchAccount = useSwitchAccount();
  const [switching, setSwitching] = useState(false);
  if (!account) return null;

  const blocked = selectionBlock(account);
  if (blocked) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate(`accounts.selectionBlocked.${blocked}`)}
      </Typography>
    );
  }
  const select = async () => {
    setSwitching(true);
    try {
      await switchAccount(toSelectedAccount(account));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setSwitching(false);
    }
  };
  return (
    <Button
      label="accounts.action.select"
      onClick={select}
      disabled={switching}
      variant="contained"
      size="small"
      aria-label={`${translate('accounts.action.select')} ${account.businessName}`}
    >
      <LoginIcon />
    </Button>
  );
}

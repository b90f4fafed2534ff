// Makes the account the user's default (or stops it being so) and shows the server's message.
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { session } from '../../authProvider/session';
import type { AccountsDataProvider } from './accountsDataProvider';
import { ACCOUNTS_RESOURCE } from './accountAccess';
import type { AccountView } from './types';

export function DefaultAccountButton() {
  const account = useRecordContext<AccountView>();
  const dataProvider = useDataProvider<AccountsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (isDefault: boolean) => dataProvider.setDefaultAccount(ACCOUNTS_RESOURCE, { id: account!.id, isDefault }),
    onSuccess: ({ message }, isDefault) => {
      // The next sign-in enters this account directly (see useAutoEnterDefaultAccount).
      if (isDefault) session.set('defaultAccountId', account!.id);
      else if (session.get('defaultAccountId') === String(account!.id)) session.set('defaultAccountId', null);
      notify(message, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!account) return null;
  return (
    <Button
      label={account.isDefault ? 'accounts.action.unsetDefault' : 'accounts.action.setDefault'}
      onClick={() => mutate(!account.isDefault)}
      disabled={isPending}
      size="small"
    >
      {account.isDefault ? <StarBorderIcon /> : <StarIcon />}
    </Button>
  );
}

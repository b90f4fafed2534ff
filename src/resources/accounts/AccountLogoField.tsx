import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AccountView } from '../../../contract/accounts';

/** The account's logo as a small thumbnail; its initial when it has none. */
export function AccountLogoField() {
  const account = useRecordContext<AccountView>();
  if (!account) return null;
  return (
    <Avatar variant="rounded" src={account.logo ?? undefined} alt={account.businessName} sx={{ width: 32, height: 32 }}>
      {account.businessName.charAt(0).toUpperCase()}
    </Avatar>
  );
}

// The account's logo as a small thumbnail (the spec's placeholder picture when it does not load);
// its initial when it has none.
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { LogoImage } from '../../ui/LogoImage';
import type { AccountView } from '../../../contract/accounts';

export function AccountLogoField() {
  const account = useRecordContext<AccountView>();
  if (!account) return null;
  if (account.logo) return <LogoImage src={account.logo} alt={account.businessName} width={32} />;
  return (
    <Avatar variant="rounded" alt={account.businessName} sx={{ width: 32, height: 32 }}>
      {account.businessName.charAt(0).toUpperCase()}
    </Avatar>
  );
}

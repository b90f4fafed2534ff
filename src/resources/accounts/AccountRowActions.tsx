import { Stack } from '@mui/material';
import { EditButton, useRecordContext, useTranslate } from 'react-admin';
import { SelectAccountButton } from './SelectAccountButton';
import { AccountDeleteButton } from './AccountDeleteButton';
import type { AccountView } from '../../../contract/accounts';

/** Select, and (for owners, via canAccess) edit and delete as icon buttons, to keep rows narrow. */
export function AccountRowActions() {
  const account = useRecordContext<AccountView>();
  const translate = useTranslate();
  if (!account) return null;
  const named = (action: string) => `${translate(action)}: ${account.businessName}`;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="flex-end">
      <SelectAccountButton />
      <EditButton label="" aria-label={named('ra.action.edit')} title={named('ra.action.edit')} sx={iconOnly} />
      <AccountDeleteButton fromList label="" aria-label={named('ra.action.delete')} title={named('ra.action.delete')} sx={iconOnly} />
    </Stack>
  );
}

// react-admin buttons keep room for a label; without one they should be as small as an icon.
const iconOnly = { minWidth: 0, '& .MuiButton-startIcon': { margin: 0 } };

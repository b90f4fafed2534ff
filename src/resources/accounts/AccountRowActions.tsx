import { Stack } from '@mui/material';
import { EditButton } from 'react-admin';
import { SelectAccountButton } from './SelectAccountButton';
import { DefaultAccountButton } from './DefaultAccountButton';
import { AccountDeleteButton } from './AccountDeleteButton';

/** Select, set/unset default, and (for owners, via canAccess) edit and delete. */
export function AccountRowActions() {
  return (
    <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end">
      <SelectAccountButton />
      <DefaultAccountButton />
      <EditButton />
      <AccountDeleteButton redirect={false} />
    </Stack>
  );
}

// Pessimistic: the server validates the account too, and its refusal must keep what was typed.
import { Edit, SaveButton, Toolbar } from 'react-admin';
import { AccountForm } from './AccountForm';
import { accountTransform } from './accountTransform';
import { AccountDeleteButton } from './AccountDeleteButton';
import { routes } from '../../config/constants';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';

function AccountEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <AccountDeleteButton />
    </Toolbar>
  );
}

export function AccountEdit() {
  const mutationOptions = useResultOnSuccess('updated', routes.accountList);
  return (
    <Edit transform={accountTransform} mutationOptions={mutationOptions} mutationMode="pessimistic">
      <AccountForm toolbar={<AccountEditToolbar />} />
    </Edit>
  );
}

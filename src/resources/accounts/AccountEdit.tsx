// Pessimistic: the server validates the account too, and its refusal must keep what was typed.
import { Edit, SaveButton, Toolbar } from 'react-admin';
import { AccountForm } from './AccountForm';
import { accountTransform } from './accountTransform';
import { toAccountList } from './accountListTarget';
import { AccountDeleteButton } from './AccountDeleteButton';

function AccountEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <AccountDeleteButton />
    </Toolbar>
  );
}

export function AccountEdit() {
  return (
    <Edit transform={accountTransform} redirect={toAccountList} mutationMode="pessimistic">
      <AccountForm toolbar={<AccountEditToolbar />} />
    </Edit>
  );
}

import { Create } from 'react-admin';
import { AccountForm, newAccountDefaults } from './AccountForm';
import { accountTransform } from './accountTransform';
import { toAccountList } from './accountListTarget';

export function AccountCreate() {
  return (
    <Create transform={accountTransform} redirect={toAccountList}>
      <AccountForm defaultValues={newAccountDefaults} />
    </Create>
  );
}

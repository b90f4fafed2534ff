import { Create } from 'react-admin';
import { AccountForm, newAccountDefaults } from './AccountForm';
import { accountTransform } from './accountTransform';
import { routes } from '../../config/constants';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';

export function AccountCreate() {
  const mutationOptions = useResultOnSuccess('created', routes.accountList);
  return (
    <Create transform={accountTransform} mutationOptions={mutationOptions}>
      <AccountForm defaultValues={newAccountDefaults} />
    </Create>
  );
}

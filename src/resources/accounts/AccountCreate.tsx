import { Create, useCreateContext } from 'react-admin';
import { PageHeading } from '../../ui/PageHeading';
import { AccountForm, newAccountDefaults } from './AccountForm';
import { accountTransform } from './accountTransform';
import { routes } from '../../config/constants';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';

/** The page's title (react-admin's "Create Account") as its heading. */
function CreateHeading() {
  return <PageHeading sx={{ px: 2, pt: 2, mb: 0 }}>{useCreateContext().defaultTitle}</PageHeading>;
}

export function AccountCreate() {
  const mutationOptions = useResultOnSuccess('created', routes.accountList);
  return (
    <Create transform={accountTransform} mutationOptions={mutationOptions}>
      <CreateHeading />
      <AccountForm defaultValues={newAccountDefaults} />
    </Create>
  );
}

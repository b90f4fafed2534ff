// Pessimistic: the server validates the account too, and its refusal must keep what was typed.
import { Edit, SaveButton, Toolbar, useEditContext } from 'react-admin';
import { PageHeading } from '../../ui/PageHeading';
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

/** The page's title (react-admin's, with the account's name) as its heading. */
function EditHeading() {
  return <PageHeading sx={{ px: 2, pt: 2, mb: 0 }}>{useEditContext().defaultTitle}</PageHeading>;
}

export function AccountEdit() {
  const mutationOptions = useResultOnSuccess('updated', routes.accountList);
  return (
    <Edit transform={accountTransform} mutationOptions={mutationOptions} mutationMode="pessimistic">
      <EditHeading />
      <AccountForm toolbar={<AccountEditToolbar />} />
    </Edit>
  );
}

// Delete with a confirmation naming the account; react-admin's DeleteButton shows it only when
// canAccess allows it for the record (the account's owners: accountAccess.ts). Waits for the server
// so a refusal leaves the account in place (and shows the error dialog); a delete ends with the
// result dialog, back on the account list (from the edit page) or on the refreshed list.
import { DeleteButton, type DeleteButtonProps } from 'react-admin';
import { routes } from '../../config/constants';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';

type Props = Omit<DeleteButtonProps, 'redirect' | 'mutationOptions' | 'mutationMode'> & { fromList?: boolean };

export function AccountDeleteButton({ fromList = false, ...rest }: Props) {
  const mutationOptions = useResultOnSuccess('deleted', fromList ? undefined : routes.accountList);
  return <DeleteButton mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions} {...rest} />;
}

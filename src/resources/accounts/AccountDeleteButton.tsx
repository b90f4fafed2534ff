// Delete with a confirmation naming the account; shown to owners only (react-admin asks canAccess
// with the record). Waits for the server so a refusal leaves the account in place; a delete ends
// with the result dialog, back on the account list (from the edit page) or on the refreshed list.
import { DeleteWithConfirmButton, type DeleteWithConfirmButtonProps } from 'react-admin';
import { routes } from '../../config/constants';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';

type Props = Omit<DeleteWithConfirmButtonProps, 'redirect' | 'mutationOptions'> & { fromList?: boolean };

export function AccountDeleteButton({ fromList = false, ...rest }: Props) {
  const mutationOptions = useResultOnSuccess('deleted', fromList ? undefined : routes.accountList);
  return <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions} {...rest} />;
}

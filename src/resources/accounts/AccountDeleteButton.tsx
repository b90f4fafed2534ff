// Delete with a confirmation naming the account; shown to owners only (react-admin asks canAccess
// with the record). Waits for the server so a refusal leaves the account in place.
import { DeleteWithConfirmButton, type DeleteWithConfirmButtonProps } from 'react-admin';
import { toAccountList } from './accountListTarget';

type Props = Omit<DeleteWithConfirmButtonProps, 'redirect'> & { redirect?: typeof toAccountList | false };

export function AccountDeleteButton({ redirect = toAccountList, ...rest }: Props) {
  return <DeleteWithConfirmButton mutationMode="pessimistic" redirect={redirect} {...rest} />;
}

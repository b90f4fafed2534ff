// Delete with a confirmation naming the account; shown to owners only (react-admin asks canAccess
// with the record). Waits for the server so a refusal leaves the account in place.
import { DeleteWithConfirmButton } from 'react-admin';
import { toAccountList } from './accountListTarget';

export function AccountDeleteButton({ redirect = toAccountList }: { redirect?: typeof toAccountList | false }) {
  return <DeleteWithConfirmButton mutationMode="pessimistic" redirect={redirect} />;
}

// A member's name: first and last, else the username.
import { useRecordContext } from 'react-admin';
import type { AccountUserView } from '../../../contract/users';

export const memberName = (user: Pick<AccountUserView, 'firstName' | 'lastName' | 'username'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

export function MemberNameField() {
  const user = useRecordContext<AccountUserView>();
  return user ? <>{memberName(user)}</> : null;
}

// A member's name: first and last, else the username.
import { useRecordContext } from 'react-admin';
import type { AccountUser } from './types';

export const memberName = (user: Pick<AccountUser, 'firstName' | 'lastName' | 'username'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

export function MemberNameField() {
  const user = useRecordContext<AccountUser>();
  return user ? <>{memberName(user)}</> : null;
}

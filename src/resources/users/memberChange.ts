// The message a member change earns (console-shell.md §4): bringing an INACTIVE member back is a
// restore; any other status or user type change is a status update. The server answers the same.
import type { AccountUserView } from '../../../contract/users';

export function memberChangeMessage(before: Pick<AccountUserView, 'status'>, after: Partial<Pick<AccountUserView, 'status'>>): string {
  return before.status === 'INACTIVE' && after.status === 'ACTIVE' ? 'users.notifications.restored' : 'users.notifications.statusUpdated';
}

/** The user types a caller may give: only a holder of allpermissions makes (or changes) an owner. */
export function allowedUserTypes<T extends string>(all: readonly T[], flags: Record<string, boolean> | undefined): T[] {
  return flags?.allpermissions ? [...all] : all.filter((t) => t !== 'OWNER');
}

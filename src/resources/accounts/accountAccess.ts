// Who may do what with accounts. Every signed-in user may list and create accounts (even before an
// account is selected, when no flags are loaded yet); editing and deleting belong to the account's
// owners. The server enforces the same rule; this one hides what would fail.
import type { AccessRule } from '../../plugins/types';

export const ACCOUNTS_RESOURCE = 'accounts';
const ownerOnlyActions = new Set(['edit', 'delete']);

const userTypeOf = (record: unknown): unknown =>
  typeof record === 'object' && record !== null ? (record as { userType?: unknown }).userType : undefined;

export const accountsAccess: AccessRule = (_flags, { resource, action, record }) => {
  if (resource !== ACCOUNTS_RESOURCE) return undefined;
  // Without a record (react-admin's page-level check on /accounts/:id) the page may open: its
  // buttons are checked per record, and the server answers 403 to a non-owner's change.
  if (action && ownerOnlyActions.has(action) && record !== undefined) return userTypeOf(record) === 'OWNER';
  return true;
};

// Who may do what with accounts. Every signed-in user may list and create accounts (even before an
// account is selected, when no flags are loaded yet); editing and deleting belong to the account's
// owners, whatever the caller may do in the account they work in (the server asks allpermissions in
// the account changed, which its owners hold). This rule hides what the server would refuse.
import type { AccessRule } from '../../plugins/types';

export const ACCOUNTS_RESOURCE = 'accounts';
const ownerOnlyActions = new Set(['edit', 'delete']);

const userTypeOf = (record: unknown): unknown =>
  typeof record === 'object' && record !== null ? (record as { userType?: unknown }).userType : undefined;

export const accountsAccess: AccessRule = (_flags, { resource }) => {
  if (resource !== ACCOUNTS_RESOURCE) return undefined;
  // Without a record (react-admin's page-level check on /accounts/:id) the page may open: its
  // buttons are checked per record (accountRecordAccess), and the server answers 403 to a non-owner.
  return true;
};

/** A listed account's Edit and Delete: only for its owners (the registry asks this before allpermissions). */
export const accountRecordAccess: AccessRule = (_flags, { resource, action, record }) => {
  if (resource !== ACCOUNTS_RESOURCE || !action || !ownerOnlyActions.has(action)) return undefined;
  return userTypeOf(record) === 'OWNER';
};

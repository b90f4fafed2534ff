// Who may open the Users page and its lists: holders of view_user (allpermissions grants all, in
// the registry). The server checks the same flag on every call.
import type { AccessRule } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/registry';
import { VIEW_USER } from '../../../contract/usersFlags';
import { ACCOUNT_USERS_RESOURCE } from '../../../contract/usersRules';

export { ACCOUNT_USERS_RESOURCE };
export const INVITATIONS_RESOURCE = 'user-invitations';
export const USERS_FLAGS = [VIEW_USER];

export const usersAccess: AccessRule = (flags, { resource }) =>
  resource === ACCOUNT_USERS_RESOURCE || resource === INVITATIONS_RESOURCE ? hasAnyFlag(flags, USERS_FLAGS) : undefined;

// The users plugin's resource names and the Users page's flag: holders of view_user (allpermissions
// grants all, in the registry). Who may list and change each resource follows its declared routes
// (usersResources.ts, declaredAccess); the server checks the same flag on every call.
import { VIEW_USER } from '../../../contract/usersFlags';
import { ACCOUNT_USERS_RESOURCE } from '../../../contract/usersRules';

export { ACCOUNT_USERS_RESOURCE };
export const INVITATIONS_RESOURCE = 'user-invitations';
/** The roles an invitation may grant, by app instance. */
export const INVITE_ROLES_RESOURCE = 'invite-roles';
export const USERS_FLAGS = [VIEW_USER];

// The roles domain's permission flag (developer-portal.md §6, console-shell.md §6): defining an
// account's custom roles in its app instances and assigning roles to its members. An app's own
// permissions and default roles are its developer's, governed by update_{kind} (developerPortalFlags).
// No TypeBox here: the console imports this file.
import { VIEW_USER } from './usersFlags';

export const MANAGE_ROLES = 'manage_roles';

/** Reading and assigning members' roles: the roles' own flag, or the Users page's (which assigns roles too). */
export const ROLE_READERS = [MANAGE_ROLES, VIEW_USER];

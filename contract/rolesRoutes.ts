// The roles domain's routes (developer-portal.md §7 "App permissions and default roles"), declared
// once: the server mounts them from here and the console calls them by these names (routeTable.ts).
// What each takes and answers are the TypeBox schemas of contract/roles.ts, named by type only.
import type {
  AppPermissionBody, AppPermissionDeleted, AppPermissionSaved, AppPermissionUpdate, AppPermissionUsage, RecordIdParams,
} from './roles';
import { route } from './routeTable';
import { UPDATE_FLAGS, VIEW_FLAGS } from './developerPortalFlags';

const service = 'developerApp';

/** An app's permissions: its developer account adds, changes, inspects and deletes them. */
export const appPermissionRoutes = {
  create: route<{ body: typeof AppPermissionBody; response: typeof AppPermissionSaved }>({
    service, method: 'POST', path: '/appPermission', flags: UPDATE_FLAGS,
  }),
  update: route<{ params: typeof RecordIdParams; body: typeof AppPermissionUpdate; response: typeof AppPermissionSaved }>({
    service, method: 'PUT', path: '/appPermission/:id', flags: UPDATE_FLAGS,
  }),
  usage: route<{ params: typeof RecordIdParams; response: typeof AppPermissionUsage }>({
    service, method: 'GET', path: '/appPermission/:id/usage', flags: VIEW_FLAGS,
  }),
  remove: route<{ params: typeof RecordIdParams; response: typeof AppPermissionDeleted }>({
    service, method: 'DELETE', path: '/appPermission/:id', flags: UPDATE_FLAGS,
  }),
};

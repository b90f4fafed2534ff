// The roles domain's routes (developer-portal.md §6, §7 "App permissions and default roles",
// "Instance roles"), declared once: the server mounts them from here and the console calls them by
// these names (routeTable.ts). What each takes and answers are the TypeBox schemas of
// contract/roles.ts, named by type only; a list names its paging dialect.
import type {
  AppPermissionBody, AppPermissionDeleted, AppPermissionListQuery, AppPermissionPage, AppPermissionSaved, AppPermissionUpdate,
  AppPermissionUsage, DefaultRoleBody, DefaultRoleChangeImpact, DefaultRoleChangePreview, DefaultRoleChoicesListQuery,
  DefaultRoleChoicesQuery, DefaultRoleListQuery, DefaultRolePage, DefaultRolePermissionSet, DefaultRoleSaved, DefaultRoleUpdate,
  EffectivePermissions, HeldRoles, HeldRolesQuery, InstanceRoleBody, InstanceRoleChoicesQuery, InstanceRoleListQuery,
  InstanceRolePage, InstanceRolePermissionSet, InstanceRoleSaved, InstanceRoleUpdate, MemberInstanceQuery, MemberInstanceRolesList,
  MemberQuery, MemberRolesQuery, Message, PermissionChoicePage, PermissionChoices, PermissionHolders, PermissionHoldersQuery,
  PermissionList, PermissionListQuery, RecordIdParams, RoleChangeImpact, RoleChangePreview, RoleListingPage, RoleListingQuery,
  UserRoles, UserRolesSaved,
} from './roles';
import { namedRoutes, route } from './routeTable';
import { UPDATE_FLAGS, VIEW_FLAGS } from './developerPortalFlags';
import { MANAGE_ROLES, ROLE_READERS } from './rolesFlags';

const service = 'developerApp';
type ById = { params: typeof RecordIdParams };

/** An app's permissions: its developer account lists, adds, changes, inspects and deletes them. */
export const appPermissionRoutes = namedRoutes('roles.appPermission', {
  list: route<{ query: typeof AppPermissionListQuery; response: typeof AppPermissionPage }>({
    service, method: 'GET', path: '/appPermissions', flags: VIEW_FLAGS, paging: 'sort',
  }),
  create: route<{ body: typeof AppPermissionBody; response: typeof AppPermissionSaved }>({
    service, method: 'POST', path: '/appPermission', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
  update: route<ById & { body: typeof AppPermissionUpdate; response: typeof AppPermissionSaved }>({
    service, method: 'PUT', path: '/appPermission/:id', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
  usage: route<ById & { response: typeof AppPermissionUsage }>({
    service, method: 'GET', path: '/appPermission/:id/usage', flags: VIEW_FLAGS,
  }),
  remove: route<ById & { response: typeof AppPermissionDeleted }>({
    service, method: 'DELETE', path: '/appPermission/:id', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
});

/** An app's default roles (one per user type), their permission sets, and a new set's impact. */
export const defaultRoleRoutes = namedRoutes('roles.defaultRole', {
  list: route<{ query: typeof DefaultRoleListQuery; response: typeof DefaultRolePage }>({
    service, method: 'GET', path: '/appDefaultUserRoles', flags: VIEW_FLAGS, paging: 'sort',
  }),
  create: route<{ body: typeof DefaultRoleBody; response: typeof DefaultRoleSaved }>({
    service, method: 'POST', path: '/appDefaultUserRole', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
  update: route<ById & { body: typeof DefaultRoleUpdate; response: typeof DefaultRoleSaved }>({
    service, method: 'PUT', path: '/appDefaultUserRole/:id', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
  remove: route<ById & { response: typeof Message }>({
    service, method: 'DELETE', path: '/appDefaultUserRole/:id', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
  savePermissions: route<{ body: typeof DefaultRolePermissionSet; response: typeof Message }>({
    service, method: 'POST', path: '/appDefaultUserRolePermission', flags: UPDATE_FLAGS, recordsActivity: true,
  }),
  previewChange: route<{ body: typeof DefaultRoleChangePreview; response: typeof DefaultRoleChangeImpact }>({
    service, method: 'POST', path: '/defaultRoleChangePreview', flags: UPDATE_FLAGS,
  }),
  permissionChoices: route<{ query: typeof DefaultRoleChoicesQuery; response: typeof PermissionChoicePage }>({
    service, method: 'GET', path: '/appDefaultUserRolePermissons', flags: VIEW_FLAGS, paging: 'sort',
  }),
  allPermissionChoices: route<{ query: typeof DefaultRoleChoicesListQuery; response: typeof PermissionChoices }>({
    service, method: 'GET', path: '/appDefaultUserRolePermissonsList', flags: VIEW_FLAGS,
  }),
});

/** An instance's custom roles, the combined list with its app's default roles, and their sets. */
export const instanceRoleRoutes = namedRoutes('roles.instanceRole', {
  list: route<{ query: typeof InstanceRoleListQuery; response: typeof InstanceRolePage }>({
    service, method: 'GET', path: '/appInstanceRoles', flags: [MANAGE_ROLES], paging: 'sortfield',
  }),
  /** The roles a member can be given, hence also the Users page's (view_user). */
  listing: route<{ query: typeof RoleListingQuery; response: typeof RoleListingPage }>({
    service, method: 'GET', path: '/appRolesInstanceRoles', flags: ROLE_READERS, paging: 'sort',
  }),
  create: route<{ body: typeof InstanceRoleBody; response: typeof InstanceRoleSaved }>({
    service, method: 'POST', path: '/appInstanceRole', flags: [MANAGE_ROLES], recordsActivity: true,
  }),
  update: route<ById & { body: typeof InstanceRoleUpdate; response: typeof InstanceRoleSaved }>({
    service, method: 'PUT', path: '/appInstanceRole/:id', flags: [MANAGE_ROLES], recordsActivity: true,
  }),
  remove: route<ById & { response: typeof Message }>({
    service, method: 'DELETE', path: '/appInstanceRole/:id', flags: [MANAGE_ROLES], recordsActivity: true,
  }),
  savePermissions: route<{ body: typeof InstanceRolePermissionSet; response: typeof Message }>({
    service, method: 'POST', path: '/appInstanceRolePermission', flags: [MANAGE_ROLES], recordsActivity: true,
  }),
  permissionChoices: route<{ query: typeof InstanceRoleChoicesQuery; response: typeof PermissionChoicePage }>({
    service, method: 'GET', path: '/appInstanceRolePermissons', flags: [MANAGE_ROLES], paging: 'sort',
  }),
  allPermissionChoices: route<{ query: typeof InstanceRoleChoicesQuery; response: typeof PermissionChoices }>({
    service, method: 'GET', path: '/appInstanceRolePermissonsList', flags: [MANAGE_ROLES],
  }),
});

/** Members' roles: read and replaced, what they hold and why, who holds a permission, a change's impact. */
export const memberRoleRoutes = namedRoutes('roles.memberRole', {
  roles: route<{ query: typeof MemberInstanceQuery; response: typeof UserRoles }>({
    service, method: 'GET', path: '/userRolesList', flags: ROLE_READERS,
  }),
  assign: route<{ body: typeof UserRoles; response: typeof UserRolesSaved }>({
    service, method: 'POST', path: '/assignRolesToUser', flags: ROLE_READERS, recordsActivity: true,
  }),
  rolesEverywhere: route<{ query: typeof MemberRolesQuery; response: typeof MemberInstanceRolesList }>({
    service, method: 'GET', path: '/accountUser-appInstanceRole', flags: ROLE_READERS,
  }),
  effectivePermissions: route<{ query: typeof MemberQuery; response: typeof EffectivePermissions }>({
    service, method: 'GET', path: '/effectivePermissions', flags: ROLE_READERS,
  }),
  permissionHolders: route<{ query: typeof PermissionHoldersQuery; response: typeof PermissionHolders }>({
    service, method: 'GET', path: '/permissionHolders', flags: ROLE_READERS,
  }),
  previewChange: route<{ body: typeof RoleChangePreview; response: typeof RoleChangeImpact }>({
    service, method: 'POST', path: '/roleChangePreview', flags: ROLE_READERS,
  }),
});

/** What the signed-in account user holds: any member of the account may ask (no flag). */
export const heldRoleRoutes = namedRoutes('roles.heldRole', {
  permissionList: route<{ query: typeof PermissionListQuery; response: typeof PermissionList }>({
    service, method: 'GET', path: '/userRolesPermissionList', flags: [],
  }),
  rolesInInstance: route<{ query: typeof HeldRolesQuery; response: typeof HeldRoles }>({
    service, method: 'GET', path: '/accountUser-appInstance-role', flags: [],
  }),
});

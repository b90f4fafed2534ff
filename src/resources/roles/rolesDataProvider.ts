// The roles domain's calls (developer-portal.md §7 "App permissions and default roles", "Instance
// roles"), as named calls of one resource's provider (DESIGN §7), used with react-query.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import { tracedChange, type ChangeEvent } from '../../dataProviders/activityTracker';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { appPermissionRoutes } from '../../../contract/rolesRoutes';
import { announceFlagsStale } from '../../session';
import type {
  AppPermissionBody, AppPermissionUpdate, AppPermissionView, DefaultRoleChangeImpact, DefaultRoleChangePreview, DefaultRoleView, EffectivePermissions, InstanceRoleView, PermissionChoice,
  PermissionHolders, RoleChangeImpact, RoleChangePreview, RoleListing, UserRoles,
} from '../../../contract/roles';
import type { AccountUserView, InstanceRoleChoices } from '../../../contract/users';
import type { ListPage, ListQuery } from '../../../contract/paging';

export const ROLES_RESOURCE = 'roles';

type Saved<T> = { message: string; data: T };
type Body = Record<string, unknown>;

const get = async <T>(path: string, query: Record<string, string | number | boolean | undefined>) =>
  (await request<T>('developerApp', path, { query })).json;

/** The caller may have changed their own roles or a role they hold: the console reads its flags again. */
async function announced<T>(change: Promise<T>): Promise<T> {
  const json = await change;
  announceFlagsStale();
  return json;
}

/** A change, traced (console-shell.md §7). */
const change = <T extends { message: string }>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: Body | undefined, event: ChangeEvent): Promise<T> =>
  announced(tracedChange<T>('developerApp', ROLES_RESOURCE, method, path, body, event));

/** Where a role lives: among an app's default roles, or an instance's custom roles. */
export type RoleScope = { kind: 'default'; appId: number } | { kind: 'instance'; appId: number; appInstanceId: number };

export const rolesDataProvider = namedCallsProvider(ROLES_RESOURCE, {
  // An app's permissions (its developer's).
  appPermissions: (_r: string, appId: number, q: ListQuery) => get<ListPage<AppPermissionView>>('/appPermissions', { appId, ...q }),
  // Called by their declarations (contract/rolesRoutes.ts), not by path.
  createPermission: (_r: string, body: AppPermissionBody) =>
    announced(changeDeclared(appPermissionRoutes.create, ROLES_RESOURCE, 'create', { body })),
  updatePermission: (_r: string, id: number, body: AppPermissionUpdate) =>
    announced(changeDeclared(appPermissionRoutes.update, ROLES_RESOURCE, 'update', { params: { id }, body })),
  permissionUsage: (_r: string, id: number) => callDeclared(appPermissionRoutes.usage, { params: { id } }),
  deletePermission: (_r: string, id: number) => announced(changeDeclared(appPermissionRoutes.remove, ROLES_RESOURCE, 'delete', { params: { id } })),

  // An app's default roles.
  defaultRoles: (_r: string, appId: number, userType: string | undefined, q: ListQuery) =>
    get<ListPage<DefaultRoleView>>('/appDefaultUserRoles', { appId, userType, ...q }),
  createDefaultRole: (_r: string, body: Body) => change<Saved<DefaultRoleView>>('POST', '/appDefaultUserRole', body, 'create'),
  updateDefaultRole: (_r: string, id: number, body: Body) => change<Saved<DefaultRoleView>>('PUT', `/appDefaultUserRole/${id}`, body, 'update'),
  deleteDefaultRole: (_r: string, id: number) => change<{ message: string }>('DELETE', `/appDefaultUserRole/${id}`, undefined, 'delete'),

  // An instance's custom roles, and the combined list with the app's default roles.
  roleListing: (_r: string, appInstanceId: number, appId: number, q: ListQuery) =>
    get<ListPage<RoleListing>>('/appRolesInstanceRoles', { appInstanceId, appId, ...q }),
  createInstanceRole: (_r: string, body: Body) => change<Saved<InstanceRoleView>>('POST', '/appInstanceRole', body, 'create'),
  updateInstanceRole: (_r: string, id: number, body: Body) => change<Saved<InstanceRoleView>>('PUT', `/appInstanceRole/${id}`, body, 'update'),
  deleteInstanceRole: (_r: string, id: number) => change<{ message: string }>('DELETE', `/appInstanceRole/${id}`, undefined, 'delete'),

  /** Every permission of the role's app, ticked when the role (if any yet) holds it: the checkbox list. */
  async permissionChoices(_r: string, scope: RoleScope, roleId?: number): Promise<PermissionChoice[]> {
    if (scope.kind === 'instance') {
      return get<PermissionChoice[]>('/appInstanceRolePermissonsList', { appInstanceId: scope.appInstanceId, appInstanceRoleId: roleId });
    }
    if (roleId !== undefined) {
      return (await get<ListPage<PermissionChoice>>('/appDefaultUserRolePermissons', { appRoleId: roleId, page: 0, size: 100 })).content;
    }
    const all = await get<ListPage<AppPermissionView>>('/appPermissions', { appId: scope.appId, page: 0, size: 100 });
    return all.content.map(({ id, permissionName, displayLabel }) => ({ id, permissionName, displayLabel, checked: false }));
  },
  /** Replaces the role's permission set (after the role itself was saved, §4). */
  savePermissionSet(_r: string, scope: RoleScope, roleId: number, checkedPermission: number[]) {
    return scope.kind === 'instance'
      ? change<{ message: string }>('POST', '/appInstanceRolePermission', {
        appInstanceRoleId: roleId, appInstanceId: scope.appInstanceId, appId: scope.appId, checkedPermission,
      }, 'update')
      : change<{ message: string }>('POST', '/appDefaultUserRolePermission', { appDefaultUserRolesId: roleId, checkedPermission }, 'update');
  },

  // Members: their roles in an instance, what they hold and why, and who holds a permission.
  members: (_r: string, accountId: number, q: ListQuery) =>
    request<ListPage<AccountUserView>>('account', '/account-user/account-users', {
      query: { accountId, query: q.query, page: q.page, size: q.size, sort: q.sortfield ? `${q.sortfield},${q.sortorder ?? 'asc'}` : undefined },
    }).then((r) => r.json),
  /** The account's app instances (the console's own named `consoleName`), where members hold roles. */
  async accountInstances(_r: string, accountId: string, consoleName: string) {
    const { json } = await request<InstanceRoleChoices[]>('account', '/account-user/invite-roles', { query: { accountId } });
    return json.map((i) => ({ id: i.appInstanceId, appId: i.appId, name: i.isAdminApp ? consoleName : i.appName }));
  },
  userRoles: (_r: string, appInstanceId: number, appId: number, accountUserId: number) =>
    get<UserRoles>('/userRolesList', { appInstanceId, appId, accountUserId }),
  assignRoles: (_r: string, body: UserRoles) => change<{ message: string }>('POST', '/assignRolesToUser', body, 'assign'),
  effectivePermissions: (_r: string, appInstanceId: number, accountUserId: number) =>
    get<EffectivePermissions>('/effectivePermissions', { appInstanceId, accountUserId }),
  permissionHolders: (_r: string, appInstanceId: number, appPermissionId: number) =>
    get<PermissionHolders>('/permissionHolders', { appInstanceId, appPermissionId }),
  /** Who would gain and lose which permission, before the change is saved. */
  previewChange: async (_r: string, body: RoleChangePreview) =>
    (await request<RoleChangeImpact>('developerApp', '/roleChangePreview', { method: 'POST', body })).json,
  /** A default role's new set: how many members of subscribing accounts would gain and lose what. */
  previewDefaultRoleChange: async (_r: string, body: DefaultRoleChangePreview) =>
    (await request<DefaultRoleChangeImpact>('developerApp', '/defaultRoleChangePreview', { method: 'POST', body })).json,
});

export type RolesDataProvider = typeof rolesDataProvider;

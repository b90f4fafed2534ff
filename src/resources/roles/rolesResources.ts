// The roles domain's lists as react-admin resources (issue 30), served by its declared routes
// (contract/rolesRoutes.ts): an app's permissions, its default roles, and an instance's roles (its
// custom roles listed with its app's default roles). A role's save is followed by its permission set
// (developer-portal.md §4: the role, then the set, then the list refetches).
import type { CreateParams, DataProvider, UpdateParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { appPermissionRoutes, defaultRoleRoutes, instanceRoleRoutes } from '../../../contract/rolesRoutes';
import { announceFlagsStale } from '../../session';
import type { RoleListing } from '../../../contract/roles';
import { ROLES_RESOURCE, saveDefaultRolePermissions, saveInstanceRolePermissions } from './rolesDataProvider';

export const APP_PERMISSIONS = 'appPermissions';
export const DEFAULT_ROLES = 'appDefaultRoles';
export const INSTANCE_ROLES = 'instanceRoles';

/** A role being saved: its own fields, and the permission set saved after it. */
export type RoleData = Record<string, unknown> & { checkedPermission: number[] };

/** Any change may touch the caller's own roles: the console reads its flags again. Traced as roles. */
const common = { afterChange: announceFlagsStale, traceAs: ROLES_RESOURCE };

/** The role's create and update, each followed by the role's permission set. */
function withPermissionSet(provider: DataProvider, saveSet: (roleId: number, data: RoleData) => Promise<unknown>): DataProvider {
  const split = (data: RoleData) => {
    const { checkedPermission: _set, ...role } = data;
    return role;
  };
  return {
    ...provider,
    create: async (resource: string, params: CreateParams) => {
      const saved = await provider.create(resource, { ...params, data: split(params.data as RoleData) });
      await saveSet(Number(saved.data.id), params.data as RoleData);
      return saved;
    },
    update: async (resource: string, params: UpdateParams) => {
      const saved = await provider.update(resource, { ...params, data: split(params.data as RoleData) });
      await saveSet(Number(params.id), params.data as RoleData);
      return saved;
    },
  } as DataProvider;
}

/** The roles' resources as their routes declare them: their calls, and who may list and change them. */
export const rolesDeclared: Record<string, DeclaredResource> = {
  [APP_PERMISSIONS]: {
    list: appPermissionRoutes.list, create: appPermissionRoutes.create, update: appPermissionRoutes.update, delete: appPermissionRoutes.remove,
    ...common,
  },
  [DEFAULT_ROLES]: {
    list: defaultRoleRoutes.list, create: defaultRoleRoutes.create, update: defaultRoleRoutes.update, delete: defaultRoleRoutes.remove,
    ...common,
  },
  [INSTANCE_ROLES]: {
    list: instanceRoleRoutes.listing, create: instanceRoleRoutes.create, update: instanceRoleRoutes.update, delete: instanceRoleRoutes.remove,
    // A default role and a custom role may share an id: the row id tells the kinds apart; the role keeps its own as roleId.
    toRecord: (row) => {
      const role = row as RoleListing;
      return { ...role, roleId: role.id, id: role.kind === 'instance' ? role.id : -role.id };
    },
    ...common,
  },
};

export const rolesResources = [
  { name: APP_PERMISSIONS, dataProvider: declaredResourceProvider(rolesDeclared[APP_PERMISSIONS]) },
  {
    name: DEFAULT_ROLES,
    dataProvider: withPermissionSet(declaredResourceProvider(rolesDeclared[DEFAULT_ROLES]),
      (roleId, { checkedPermission }) => saveDefaultRolePermissions(roleId, checkedPermission)),
  },
  {
    name: INSTANCE_ROLES,
    dataProvider: withPermissionSet(declaredResourceProvider(rolesDeclared[INSTANCE_ROLES]), (roleId, { checkedPermission, appInstanceId, appId }) =>
      saveInstanceRolePermissions({ appInstanceRoleId: roleId, appInstanceId: Number(appInstanceId), appId: Number(appId), checkedPermission })),
  },
];

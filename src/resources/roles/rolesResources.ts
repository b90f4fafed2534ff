// The roles domain's lists as react-admin resources (issue 30), served by its declared routes
// (contract/rolesRoutes.ts): an app's permissions, its default roles, and an instance's roles (its
// custom roles listed with its app's default roles). A role's save is followed by its permission set
// (developer-portal.md §4: the role, then the set, then the list refetches). Two read-only resources
// serve the dialogs: how many roles hold a permission (useGetOne by the permission's id), and the
// permissions a role may hold, ticked as it holds them (useGetList).
import type { CreateParams, DataProvider, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { recordsProvider } from '../../dataProviders/recordsProvider';
import { wholeList } from '../../dataProviders/pagingQuery';
import { callDeclared } from '../../dataProviders/declaredCall';
import { appPermissionRoutes, defaultRoleRoutes, instanceRoleRoutes } from '../../../contract/rolesRoutes';
import { topicOfRouteName } from '../../../contract/liveChangesRules';
import { announceFlagsStale } from '../../session';
import type { PermissionChoice, RoleListing } from '../../../contract/roles';
import { ROLES_RESOURCE, saveDefaultRolePermissions, saveInstanceRolePermissions, type RoleScope } from './rolesDataProvider';

export const APP_PERMISSIONS = 'appPermissions';
export const DEFAULT_ROLES = 'appDefaultRoles';
export const INSTANCE_ROLES = 'instanceRoles';
export const APP_PERMISSION_USAGE = 'appPermissionUsage';
export const PERMISSION_CHOICES = 'rolePermissionChoices';

/** A role being saved: its own fields, and the permission set saved after it. */
export type RoleData = Record<string, unknown> & { checkedPermission: number[] };

/** Any change may touch the caller's own roles: the console reads its flags again. Traced as roles. */
const common = { afterChange: announceFlagsStale, traceAs: ROLES_RESOURCE };
/** A role's save names the revision it was read at: one saved since (or its permission set) is not overwritten (409). */
const roleVersion = (role: object) => (role as { revision?: number }).revision;

/** The route table the scope's roles are changed through: what their edit locks name (record 0414). */
export const rolesTopic = (scope: RoleScope) => topicOfRouteName((scope.kind === 'default' ? defaultRoleRoutes : instanceRoleRoutes).update.name!);

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
    version: roleVersion, ...common,
  },
  [INSTANCE_ROLES]: {
    list: instanceRoleRoutes.listing, create: instanceRoleRoutes.create, update: instanceRoleRoutes.update, delete: instanceRoleRoutes.remove,
    // A default role and a custom role may share an id: the row id tells the kinds apart; the role keeps its own as roleId.
    toRecord: (row) => {
      const role = row as RoleListing;
      return { ...role, roleId: role.id, id: role.kind === 'instance' ? role.id : -role.id };
    },
    version: roleVersion, ...common,
  },
};

/** The filter of a role's permission choices: where the role lives, and the role once it exists. */
export type ChoicesFilter = RoleScope & { roleId?: number };

/** Every choice at once: roles hold few permissions (the lists page at most 100). */
const ALL = { page: 0, size: 100 };

/** Every permission of the role's app, ticked when the role (if any yet) holds it: the checkbox list. */
async function permissionChoices({ roleId, ...scope }: ChoicesFilter): Promise<PermissionChoice[]> {
  if (scope.kind === 'instance') {
    return callDeclared(instanceRoleRoutes.allPermissionChoices, { query: { appInstanceId: scope.appInstanceId, appInstanceRoleId: roleId } });
  }
  if (roleId !== undefined) {
    return (await callDeclared(defaultRoleRoutes.permissionChoices, { query: { appRoleId: roleId, ...ALL } })).content;
  }
  const all = await callDeclared(appPermissionRoutes.list, { query: { appId: scope.appId, ...ALL } });
  return all.content.map(({ id, permissionName, displayLabel }) => ({ id, permissionName, displayLabel, checked: false }));
}

const permissionChoicesProvider = recordsProvider(PERMISSION_CHOICES, {
  getList: async (_resource: string, { filter }: GetListParams) => wholeList(await permissionChoices(filter as ChoicesFilter)),
});

/** How many roles hold a permission, under the permission's id. */
const permissionUsageProvider = recordsProvider(APP_PERMISSION_USAGE, {
  getOne: async (_resource: string, { id }: GetOneParams) =>
    ({ data: { ...(await callDeclared(appPermissionRoutes.usage, { params: { id: Number(id) } })), id } }),
});

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
  { name: APP_PERMISSION_USAGE, dataProvider: permissionUsageProvider },
  { name: PERMISSION_CHOICES, dataProvider: permissionChoicesProvider },
];

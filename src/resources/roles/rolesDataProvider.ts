// The roles domain's calls that are not a list's CRUD (developer-portal.md §7 "App permissions and
// default roles", "Instance roles"): a permission's usage, a role's permission choices and set,
// members' roles, what they hold and why, and a change's impact. Named calls of one resource's
// provider (DESIGN §7), used with react-query; each calls its route by its declaration
// (contract/rolesRoutes.ts). The lists and their changes are resources (rolesResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import type { ChangeEvent } from '../../dataProviders/activityTracker';
import type { Route } from '../../../contract/routeTable';
import type { CallInput } from '../../dataProviders/declaredCall';
import { appPermissionRoutes, defaultRoleRoutes, instanceRoleRoutes, memberRoleRoutes } from '../../../contract/rolesRoutes';
import { announceFlagsStale } from '../../session';
import type {
  DefaultRoleChangePreview, InstanceRolePermissionSet, PermissionChoice, RoleChangePreview, UserRoles,
} from '../../../contract/roles';
import { invitationRoutes } from '../../../contract/usersRoutes';

export const ROLES_RESOURCE = 'roles';

/** A change that may touch the caller's own roles, traced as roles; then the console reads its flags again. */
async function change<R extends Route>(route: R, event: ChangeEvent, input: CallInput<R>) {
  const answer = await changeDeclared(route, ROLES_RESOURCE, event, input);
  announceFlagsStale();
  return answer;
}

/** Replaces a role's permission set (after the role itself was saved, §4). */
export const saveDefaultRolePermissions = (appDefaultUserRolesId: number, checkedPermission: number[]) =>
  change(defaultRoleRoutes.savePermissions, 'update', { body: { appDefaultUserRolesId, checkedPermission } });
export const saveInstanceRolePermissions = (body: InstanceRolePermissionSet) =>
  change(instanceRoleRoutes.savePermissions, 'update', { body });

/** Where a role lives: among an app's default roles, or an instance's custom roles. */
export type RoleScope = { kind: 'default'; appId: number } | { kind: 'instance'; appId: number; appInstanceId: number };

/** Every choice at once: roles hold few permissions and instances offer few roles (the lists page at most 100). */
const ALL = { page: 0, size: 100 };

export const rolesDataProvider = namedCallsProvider(ROLES_RESOURCE, {
  permissionUsage: (_r: string, id: number) => callDeclared(appPermissionRoutes.usage, { params: { id } }),

  /** Every permission of the role's app, ticked when the role (if any yet) holds it: the checkbox list. */
  async permissionChoices(_r: string, scope: RoleScope, roleId?: number): Promise<PermissionChoice[]> {
    if (scope.kind === 'instance') {
      return callDeclared(instanceRoleRoutes.allPermissionChoices, { query: { appInstanceId: scope.appInstanceId, appInstanceRoleId: roleId } });
    }
    if (roleId !== undefined) {
      return (await callDeclared(defaultRoleRoutes.permissionChoices, { query: { appRoleId: roleId, ...ALL } })).content;
    }
    const all = await callDeclared(appPermissionRoutes.list, { query: { appId: scope.appId, ...ALL } });
    return all.content.map(({ id, permissionName, displayLabel }) => ({ id, permissionName, displayLabel, checked: false }));
  },

  /** Every role an instance offers a member: its custom roles and its app's default roles. */
  roleChoices: async (_r: string, appInstanceId: number, appId: number) =>
    (await callDeclared(instanceRoleRoutes.listing, { query: { appInstanceId, appId, ...ALL } })).content,

  /** The account's app instances (the console's own named `consoleName`), where members hold roles. */
  async accountInstances(_r: string, accountId: string, consoleName: string) {
    const choices = await callDeclared(invitationRoutes.roleChoices, { query: { accountId: Number(accountId) } });
    return choices.map((i) => ({ id: i.appInstanceId, appId: i.appId, name: i.isAdminApp ? consoleName : i.appName }));
  },
  userRoles: (_r: string, appInstanceId: number, appId: number, accountUserId: number) =>
    callDeclared(memberRoleRoutes.roles, { query: { appInstanceId, appId, accountUserId } }),
  assignRoles: (_r: string, body: UserRoles) => change(memberRoleRoutes.assign, 'assign', { body }),
  effectivePermissions: (_r: string, appInstanceId: number, accountUserId: number) =>
    callDeclared(memberRoleRoutes.effectivePermissions, { query: { appInstanceId, accountUserId } }),
  permissionHolders: (_r: string, appInstanceId: number, appPermissionId: number) =>
    callDeclared(memberRoleRoutes.permissionHolders, { query: { appInstanceId, appPermissionId } }),
  /** Who would gain and lose which permission, before the change is saved. */
  previewChange: (_r: string, body: RoleChangePreview) => callDeclared(memberRoleRoutes.previewChange, { body }),
  /** A default role's new set: how many members of subscribing accounts would gain and lose what. */
  previewDefaultRoleChange: (_r: string, body: DefaultRoleChangePreview) => callDeclared(defaultRoleRoutes.previewChange, { body }),
});

export type RolesDataProvider = typeof rolesDataProvider;

// The roles domain's calls that are not a record's read or change (developer-portal.md §7 "App
// permissions and default roles", "Instance roles"): a change's impact, asked before it is saved (a
// dry run). Named calls of one resource's provider (DESIGN §7), used with react-query; each calls
// its route by its declaration (contract/rolesRoutes.ts). The role changes the resources make (a
// permission set, a member's roles) are here too, each followed by the flags read again. The lists,
// views and their changes are resources (rolesResources.ts, memberRolesResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared, changeDeclared, type CallInput } from '../../dataProviders/declaredCall';
import type { ChangeEvent } from '../../dataProviders/activityTracker';
import type { Route } from '../../../contract/routeTable';
import { defaultRoleRoutes, instanceRoleRoutes, memberRoleRoutes } from '../../../contract/rolesRoutes';
import { announceFlagsStale } from '../../session';
import type { DefaultRoleChangePreview, InstanceRolePermissionSet, RoleChangePreview, UserRoles } from '../../../contract/roles';

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

/** Replaces a member's roles in one instance. */
export const assignRoles = (body: UserRoles) => change(memberRoleRoutes.assign, 'assign', { body });

/** Where a role lives: among an app's default roles, or an instance's custom roles. */
export type RoleScope = { kind: 'default'; appId: number } | { kind: 'instance'; appId: number; appInstanceId: number };

export const rolesDataProvider = namedCallsProvider(ROLES_RESOURCE, {
  /** Who would gain and lose which permission, before the change is saved. */
  previewChange: (_r: string, body: RoleChangePreview) => callDeclared(memberRoleRoutes.previewChange, { body }),
  /** A default role's new set: how many members of subscribing accounts would gain and lose what. */
  previewDefaultRoleChange: (_r: string, body: DefaultRoleChangePreview) => callDeclared(defaultRoleRoutes.previewChange, { body }),
});

export type RolesDataProvider = typeof rolesDataProvider;

// Checking per-app role grants (an invitation's appRoles, a member's roles) against the account:
// every instance must be the account's and every role that instance's (custom) or its app's
// (default). The roles domain's, used by its member roles and by the users domain's invite-user and
// account-users-roles (through roles/api.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appInstances } from '../../db/schema';
import { appDefaultUserRolePermissions, appDefaultUserRoles, appInstanceRolePermissions, appInstanceRoles, appPermissions } from './tables';
import { badRequest } from '../../http/errors';
import { ALL_PERMISSIONS } from '../../../../contract/sessionFlags';

/** Roles to grant a member in one of the account's app instances (an invitation's appRoles, a member's roles). */
export interface AppRoleGrant {
  appInstanceId: number;
  /** Custom roles of that instance (app_instance_roles). */
  appInstanceRoleIds?: number[];
  /** The app's default roles (app_default_user_roles). */
  defaultRoleIds?: number[];
}

export interface CheckedGrant {
  appInstanceId: number;
  appId: number;
  appInstanceRoleIds: number[];
  defaultRoleIds: number[];
}

export interface CheckedGrants {
  grants: CheckedGrant[];
  /** Some granted role carries allpermissions: only a caller holding it may grant it. */
  grantsAllPermissions: boolean;
}

const unique = (ids: number[] | undefined) => [...new Set(ids ?? [])];

export async function checkGrants(db: Db, accountId: number, grants: AppRoleGrant[]): Promise<CheckedGrants> {
  const checked: CheckedGrant[] = [];
  let grantsAllPermissions = false;
  const seen = new Set<number>();
  for (const grant of grants) {
    if (seen.has(grant.appInstanceId)) throw badRequest(`App instance ${grant.appInstanceId} is named twice`);
    seen.add(grant.appInstanceId);
    const [instance] = await db.select({ id: appInstances.id, appId: appInstances.appId }).from(appInstances)
      .where(and(eq(appInstances.id, grant.appInstanceId), eq(appInstances.accountId, accountId)));
    if (!instance) throw badRequest(`App instance ${grant.appInstanceId} is not one of this account's`);
    const custom = unique(grant.appInstanceRoleIds);
    const defaults = unique(grant.defaultRoleIds);
    if (custom.length > 0) {
      const found = await db.select({ id: appInstanceRoles.id }).from(appInstanceRoles)
        .where(and(inArray(appInstanceRoles.id, custom), eq(appInstanceRoles.appInstanceId, instance.id)));
      if (found.length !== custom.length) throw badRequest(`Unknown role for app instance ${instance.id}`);
      const all = await db.select({ id: appInstanceRolePermissions.id }).from(appInstanceRolePermissions)
        .innerJoin(appPermissions, eq(appPermissions.id, appInstanceRolePermissions.appPermissionId))
        .where(and(inArray(appInstanceRolePermissions.appInstanceRoleId, custom), eq(appPermissions.permissionName, ALL_PERMISSIONS)));
      grantsAllPermissions ||= all.length > 0;
    }
    if (defaults.length > 0) {
      const found = await db.select({ id: appDefaultUserRoles.id }).from(appDefaultUserRoles)
        .where(and(inArray(appDefaultUserRoles.id, defaults), eq(appDefaultUserRoles.appId, instance.appId)));
      if (found.length !== defaults.length) throw badRequest(`Unknown default role for app instance ${instance.id}`);
      const all = await db.select({ id: appDefaultUserRolePermissions.id }).from(appDefaultUserRolePermissions)
        .innerJoin(appPermissions, eq(appPermissions.id, appDefaultUserRolePermissions.appPermissionId))
        .where(and(inArray(appDefaultUserRolePermissions.appDefaultUserRolesId, defaults), eq(appPermissions.permissionName, ALL_PERMISSIONS)));
      grantsAllPermissions ||= all.length > 0;
    }
    checked.push({ appInstanceId: instance.id, appId: instance.appId, appInstanceRoleIds: custom, defaultRoleIds: defaults });
  }
  return { grants: checked, grantsAllPermissions };
}

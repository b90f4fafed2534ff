// A member's side of the roles (developer-portal.md §7 userRolesList, assignRolesToUser, effective
// permissions) as react-admin resources, each record read with useGetOne under the id it is asked
// for, the instance named by `meta`: a member's roles in some instances (or all of the account's),
// replaced with useUpdate; what a member holds in an instance and why; and who holds a permission
// there. Each calls its route by its declaration (contract/rolesRoutes.ts).
import type { GetOneParams, UpdateParams } from 'react-admin';
import { recordsProvider } from '../../dataProviders/recordsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { instanceRoleRoutes, memberRoleRoutes } from '../../../contract/rolesRoutes';
import { invitationRoutes } from '../../../contract/usersRoutes';
import type { RoleListing, UserRoles } from '../../../contract/roles';
import { assignRoles } from './rolesDataProvider';

export const MEMBER_ROLES = 'memberRoles';
export const MEMBER_PERMISSIONS = 'memberPermissions';
export const PERMISSION_HOLDERS = 'permissionHolders';

export interface RoleInstance {
  id: number;
  appId: number;
  name: string;
}

/** The roles a member holds in one instance: its custom roles and its app's default roles. */
export type HeldRoles = { custom: number[]; defaults: number[] };

/** One instance as the member roles dialog shows it: the roles it offers, and those the member holds. */
export interface InstanceRoles {
  instance: RoleInstance;
  roles: RoleListing[];
  held: HeldRoles;
}

/** A member's roles (the record's id is the member's accountUserId); after a save, the server's word on it. */
export interface MemberRoles {
  id: number;
  instances: InstanceRoles[];
  message?: string;
}

export interface MemberRolesMeta {
  /** The instances to read; every instance of the account (`accountId`) when absent. */
  instances?: RoleInstance[];
  accountId: string;
  /** The name the console's own instance is shown under. */
  consoleName: string;
}

/** A save of a member's roles: the instances whose roles change, each as assignRolesToUser takes it. */
export interface MemberRolesChange {
  assignments: UserRoles[];
}

/** Every role an instance offers at once: instances offer few roles (the list pages at most 100). */
const ALL = { page: 0, size: 100 };

/** The account's app instances (the console's own named `consoleName`), where members hold roles. */
async function accountInstances(accountId: string, consoleName: string): Promise<RoleInstance[]> {
  const choices = await callDeclared(invitationRoutes.roleChoices, { query: { accountId: Number(accountId) } });
  return choices.map((i) => ({ id: i.appInstanceId, appId: i.appId, name: i.isAdminApp ? consoleName : i.appName }));
}

async function instanceRoles(instance: RoleInstance, accountUserId: number): Promise<InstanceRoles> {
  const [held, listing] = await Promise.all([
    callDeclared(memberRoleRoutes.roles, { query: { appInstanceId: instance.id, appId: instance.appId, accountUserId } }),
    callDeclared(instanceRoleRoutes.listing, { query: { appInstanceId: instance.id, appId: instance.appId, ...ALL } }),
  ]);
  return { instance, roles: listing.content, held: { custom: held.checkedRoles, defaults: held.checkedDefaultRoles } };
}

const memberRolesProvider = recordsProvider(MEMBER_ROLES, {
  getOne: async (_resource: string, { id, meta }: GetOneParams) => {
    const { instances, accountId, consoleName } = meta as MemberRolesMeta;
    const targets = instances ?? await accountInstances(accountId, consoleName);
    return { data: { id, instances: await Promise.all(targets.map((instance) => instanceRoles(instance, Number(id)))) } };
  },
  /** One instance after the other, each traced; the record keeps the roles as saved and the last answer's message. */
  update: async (_resource: string, { id, data, previousData }: UpdateParams) => {
    const saved = new Map<number, HeldRoles>();
    let message = '';
    for (const body of (data as MemberRolesChange).assignments) {
      message = (await assignRoles(body)).message;
      saved.set(body.appInstanceId, { custom: body.checkedRoles, defaults: body.checkedDefaultRoles });
    }
    const instances = (previousData as MemberRoles).instances.map((i) => ({ ...i, held: saved.get(i.instance.id) ?? i.held }));
    return { data: { id, instances, message } };
  },
});

/** What a member (the record's id) holds in the instance (`meta.appInstanceId`), and through which roles. */
const memberPermissionsProvider = recordsProvider(MEMBER_PERMISSIONS, {
  getOne: async (_resource: string, { id, meta }: GetOneParams) => ({
    data: { ...(await callDeclared(memberRoleRoutes.effectivePermissions, { query: { appInstanceId: meta.appInstanceId, accountUserId: Number(id) } })), id },
  }),
});

/** Who holds a permission (the record's id) in the instance (`meta.appInstanceId`), and through which role. */
const permissionHoldersProvider = recordsProvider(PERMISSION_HOLDERS, {
  getOne: async (_resource: string, { id, meta }: GetOneParams) => ({
    data: { ...(await callDeclared(memberRoleRoutes.permissionHolders, { query: { appInstanceId: meta.appInstanceId, appPermissionId: Number(id) } })), id },
  }),
});

export const memberRolesResources = [
  { name: MEMBER_ROLES, dataProvider: memberRolesProvider },
  { name: MEMBER_PERMISSIONS, dataProvider: memberPermissionsProvider },
  { name: PERMISSION_HOLDERS, dataProvider: permissionHoldersProvider },
];

// The roles domain goes by its route declarations (contract/rolesRoutes.ts): its lists are
// react-admin resources asking the spec's addresses in the declared paging dialect, its changes
// reach the spec's addresses with the record's id filled in (a role's save followed by its
// permission set), the dialogs' records (a permission's usage and choices, a member's roles, what
// they hold and who holds a permission) are read and saved at theirs, and who may list or change
// them follows the declared flags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rolesDataProvider, ROLES_RESOURCE } from '../../src/resources/roles/rolesDataProvider';
import {
  APP_PERMISSION_USAGE, APP_PERMISSIONS, DEFAULT_ROLES, INSTANCE_ROLES, PERMISSION_CHOICES, rolesDeclared, rolesResources,
} from '../../src/resources/roles/rolesResources';
import {
  MEMBER_PERMISSIONS, MEMBER_ROLES, memberRolesResources, PERMISSION_HOLDERS,
} from '../../src/resources/roles/memberRolesResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { appPermissionRoutes } from '../../contract/rolesRoutes';
import { pathOf } from '../../contract/routeTable';
import { isTrace, recordCalls } from './recordedCalls';

const providerOf = (name: string) => [...rolesResources, ...memberRolesResources].find((r) => r.name === name)!.dataProvider;
const ALL = { sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 25 } } as const;

afterEach(() => vi.unstubAllGlobals());

describe("the roles domain's resources", () => {
  it("list an app's permissions at the spec's address, searched, sorted and paged in its dialect", async () => {
    const calls = recordCalls(() => ({ content: [{ id: 4, permissionName: 'export_data' }], totalElements: 11 }));
    const page = await providerOf(APP_PERMISSIONS).getList(APP_PERMISSIONS, {
      filter: { appId: 3, q: ' export ' }, sort: { field: 'permissionName', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    expect(page).toEqual({ data: [{ id: 4, permissionName: 'export_data' }], total: 11 });
    expect(calls.map((c) => c.path)).toEqual(['/app/developerApp/appPermissions?appId=3&query=export&page=1&size=10&sort=permissionName,desc']);
  });

  it("list an instance's roles with distinct ids for a custom and a default role sharing one", async () => {
    recordCalls(() => ({
      content: [{ id: 5, roleName: 'Exporter', kind: 'instance' }, { id: 5, roleName: 'Keeper', kind: 'default' }], totalElements: 2,
    }));
    const { data } = await providerOf(INSTANCE_ROLES).getList(INSTANCE_ROLES, {
      filter: { appInstanceId: 9, appId: 3 }, sort: { field: '', order: 'ASC' }, pagination: { page: 1, perPage: 10 },
    });
    expect(data.map((r) => [r.id, r.roleId])).toEqual([[5, 5], [-5, 5]]);
  });

  it('save a default role, then its permission set, and delete one by its id', async () => {
    const calls = recordCalls(({ path }) => (path.endsWith('/appDefaultUserRole')
      ? { message: 'Role created successfully', data: { id: 12, roleName: 'Keeper', userType: 'DEVELOPER' } }
      : { message: 'done' }));
    const created = await providerOf(DEFAULT_ROLES).create(DEFAULT_ROLES, {
      data: { appId: 3, roleName: 'Keeper', userType: 'DEVELOPER', checkedPermission: [4, 6] },
    });
    await providerOf(DEFAULT_ROLES).update(DEFAULT_ROLES, { id: 12, data: { roleName: 'Keepers', checkedPermission: [4] }, previousData: { id: 12 } });
    await providerOf(DEFAULT_ROLES).delete(DEFAULT_ROLES, { id: 12, previousData: { id: 12 } });
    expect(created.data.id).toBe(12);
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['POST /app/developerApp/appDefaultUserRole', { appId: 3, roleName: 'Keeper', userType: 'DEVELOPER' }],
      ['POST /app/developerApp/appDefaultUserRolePermission', { appDefaultUserRolesId: 12, checkedPermission: [4, 6] }],
      ['PUT /app/developerApp/appDefaultUserRole/12', { roleName: 'Keepers' }],
      ['POST /app/developerApp/appDefaultUserRolePermission', { appDefaultUserRolesId: 12, checkedPermission: [4] }],
      ['DELETE /app/developerApp/appDefaultUserRole/12', undefined],
    ]);
  });

  it("ask how many roles hold a permission at the spec's address, and answer its counts under its id", async () => {
    const calls = recordCalls(() => ({ defaultRoles: 2, instanceRoles: 3 }));
    await expect(providerOf(APP_PERMISSION_USAGE).getOne(APP_PERMISSION_USAGE, { id: 7 }))
      .resolves.toEqual({ data: { defaultRoles: 2, instanceRoles: 3, id: 7 } });
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([{ method: 'GET', path: '/app/developerApp/appPermission/7/usage', body: undefined }]);
  });

  it("list a role's permission choices at the spec's address for each kind of role, all at once", async () => {
    const choice = { id: 4, permissionName: 'export_data', displayLabel: 'Export data', checked: true };
    const calls = recordCalls(({ path }) => (path.includes('InstanceRole') ? [choice] : { content: [choice], totalElements: 1 }));
    const choices = (filter: object) => providerOf(PERMISSION_CHOICES).getList(PERMISSION_CHOICES, { filter, ...ALL });
    await expect(choices({ kind: 'instance', appId: 3, appInstanceId: 9, roleId: 5 })).resolves.toEqual({ data: [choice], total: 1 });
    await choices({ kind: 'default', appId: 3, roleId: 12 });
    await expect(choices({ kind: 'default', appId: 3 })).resolves.toEqual({ data: [{ ...choice, checked: false }], total: 1 });
    expect(calls.map((c) => c.path)).toEqual([
      '/app/developerApp/appInstanceRolePermissonsList?appInstanceId=9&appInstanceRoleId=5',
      '/app/developerApp/appDefaultUserRolePermissons?appRoleId=12&page=0&size=100',
      '/app/developerApp/appPermissions?appId=3&page=0&size=100',
    ]);
  });

  it("read a member's roles in each of the account's instances, and save the changed ones in turn", async () => {
    const calls = recordCalls(({ path }) => {
      if (path.includes('/account-user/invite-roles')) return [{ appInstanceId: 7, appId: 5, appName: 'Crm', isAdminApp: false, roles: [] }, { appInstanceId: 1, appId: 1, appName: 'AdminApp', isAdminApp: true, roles: [] }];
      if (path.includes('/userRolesList')) return { accountUserId: 9, appInstanceId: 7, appId: 5, checkedRoles: [4], checkedDefaultRoles: [] };
      if (path.includes('/assignRolesToUser')) return { message: 'Roles assigned successfully' };
      return { content: [{ id: 4, roleName: 'Support', kind: 'instance', userType: null, permissionCount: 2 }], totalElements: 1 };
    }, { skip: isTrace });
    const provider = providerOf(MEMBER_ROLES);
    const { data } = await provider.getOne(MEMBER_ROLES, { id: 9, meta: { accountId: '3', consoleName: 'Console' } });
    expect(data.instances.map((i: { instance: { name: string } }) => i.instance.name)).toEqual(['Crm', 'Console']);
    const assignment = { accountUserId: 9, appInstanceId: 7, appId: 5, checkedRoles: [], checkedDefaultRoles: [2] };
    const saved = await provider.update(MEMBER_ROLES, { id: 9, data: { assignments: [assignment] }, previousData: data });
    expect(saved.data.message).toBe('Roles assigned successfully');
    expect(saved.data.instances[0].held).toEqual({ custom: [], defaults: [2] });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /users/account-user/invite-roles?accountId=3', undefined],
      ['GET /app/developerApp/userRolesList?appInstanceId=7&appId=5&accountUserId=9', undefined],
      ['GET /app/developerApp/appRolesInstanceRoles?appInstanceId=7&appId=5&page=0&size=100', undefined],
      ['GET /app/developerApp/userRolesList?appInstanceId=1&appId=1&accountUserId=9', undefined],
      ['GET /app/developerApp/appRolesInstanceRoles?appInstanceId=1&appId=1&page=0&size=100', undefined],
      ['POST /app/developerApp/assignRolesToUser', assignment],
    ]);
  });

  it("read what a member holds in an instance and who holds a permission there, at the spec's addresses", async () => {
    const calls = recordCalls(({ path }) => (path.includes('/effectivePermissions')
      ? { accountUserId: 9, appInstanceId: 7, userType: 'USER', source: 'assigned', roles: [], permissions: [] }
      : { id: 11, permissionName: 'export_data', holders: [] }));
    const held = await providerOf(MEMBER_PERMISSIONS).getOne(MEMBER_PERMISSIONS, { id: 9, meta: { appInstanceId: 7 } });
    const holders = await providerOf(PERMISSION_HOLDERS).getOne(PERMISSION_HOLDERS, { id: 11, meta: { appInstanceId: 7 } });
    expect([held.data.id, holders.data.id]).toEqual([9, 11]);
    expect(calls.map((c) => c.path)).toEqual([
      '/app/developerApp/effectivePermissions?appInstanceId=7&accountUserId=9',
      '/app/developerApp/permissionHolders?appInstanceId=7&appPermissionId=11',
    ]);
  });

  it("ask a change's impact at the spec's addresses (dry runs, nothing saved)", async () => {
    const calls = recordCalls(() => ({ members: [] }));
    await rolesDataProvider.previewChange(ROLES_RESOURCE, { appInstanceId: 7, instanceRole: { id: 4, checkedPermission: [11] } });
    await rolesDataProvider.previewDefaultRoleChange(ROLES_RESOURCE, { appDefaultUserRolesId: 4, checkedPermission: [] });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /app/developerApp/roleChangePreview', 'POST /app/developerApp/defaultRoleChangePreview',
    ]);
  });

  it('are listed and changed by the flags their routes declare', () => {
    const access = declaredAccess(rolesDeclared);
    expect(access({ view_apps: true }, { resource: APP_PERMISSIONS, action: 'list' })).toBe(true);
    expect(access({ view_apps: true }, { resource: APP_PERMISSIONS, action: 'create' })).toBe(false);
    expect(access({ update_app: true }, { resource: APP_PERMISSIONS, action: 'delete' })).toBe(true);
    expect(access({ view_user: true }, { resource: INSTANCE_ROLES, action: 'list' })).toBe(true);
    expect(access({ view_user: true }, { resource: INSTANCE_ROLES, action: 'create' })).toBe(false);
    expect(access({ view_user: true }, { resource: 'somethingElse', action: 'list' })).toBeUndefined();
  });

  it('fill path parameters encoded, and refuse a missing one', () => {
    expect(pathOf(appPermissionRoutes.usage, { id: 'a/b' })).toBe('/appPermission/a%2Fb/usage');
    expect(() => pathOf(appPermissionRoutes.usage, {})).toThrow('no value for :id');
  });
});

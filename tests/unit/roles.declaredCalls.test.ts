// The roles domain goes by its route declarations (contract/rolesRoutes.ts): its lists are
// react-admin resources asking the spec's addresses in the declared paging dialect, its changes
// reach the spec's addresses with the record's id filled in (a role's save followed by its
// permission set), and who may list or change them follows the declared flags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rolesDataProvider, ROLES_RESOURCE } from '../../src/resources/roles/rolesDataProvider';
import { APP_PERMISSIONS, DEFAULT_ROLES, INSTANCE_ROLES, rolesDeclared, rolesResources } from '../../src/resources/roles/rolesResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { appPermissionRoutes } from '../../contract/rolesRoutes';
import { pathOf } from '../../contract/routeTable';
import { recordCalls } from './recordedCalls';

const providerOf = (name: string) => rolesResources.find((r) => r.name === name)!.dataProvider;

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

  it("ask how many roles hold a permission at the spec's address, and answer its counts", async () => {
    const calls = recordCalls(() => ({ defaultRoles: 2, instanceRoles: 3 }));
    await expect(rolesDataProvider.permissionUsage(ROLES_RESOURCE, 7)).resolves.toEqual({ defaultRoles: 2, instanceRoles: 3 });
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([{ method: 'GET', path: '/app/developerApp/appPermission/7/usage', body: undefined }]);
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

// An instance's roles (developer-portal.md §6, §7 "Instance roles"; issue 11): the subscribing
// account's custom roles, their assignment to members, effective permissions and who holds a
// permission (with the granting roles), the impact preview, the protected delete, flags that follow
// an assignment on the very next request, and the app token's roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityTraces, appInstances, apps } from '../../server/src/db/schema';
import { appDefaultUserRolePermissions, appDefaultUserRoles, appPermissions } from '../../server/src/domains/roles/tables';
import { flagsFor, membershipWithFlags } from '../../server/src/security/permissions';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';
import { expectStaleSavesRefused } from './fixtures-staleSave';

const BASE = '/app/developerApp';

describe('roles: an instance’s roles, their members and what they hold', () => {
  let server: TestServer;
  let builder: SignedInOwner;
  let customer: SignedInOwner;
  let stranger: SignedInOwner;
  let manager: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let dev: SignedIn;
  let appId: number;
  let instanceId: number;
  let adminAppId: number;
  const permission: Record<string, number> = {};
  let readerRoleId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    builder = await signedInOwner(server, 'Atlas Maker');
    customer = await signedInOwner(server, 'Atlas Customer');
    stranger = await signedInOwner(server, 'Atlas Stranger');
    manager = await signedInMember(server, customer.accountId, 'USER');
    alice = await signedInMember(server, customer.accountId, 'USER');
    bob = await signedInMember(server, customer.accountId, 'USER');
    dev = await signedInMember(server, customer.accountId, 'DEVELOPER');
    await grantFlags(server, customer.accountId, manager.accountUserId, ['manage_roles']);
    [{ id: appId }] = await db.insert(apps).values({
      name: 'Atlas', type: 'app', published: 'PUBLISHED', developerAccountId: builder.accountId, accessUrl: 'https://atlas.example/start',
    }).returning();
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: customer.accountId, appId, status: 'ACTIVE' }).returning();
    for (const name of ['view_maps', 'edit_maps', 'export_data']) {
      const [row] = await db.insert(appPermissions).values({ appId, permissionName: name, displayLabel: name }).returning();
      permission[name] = row.id;
    }
    // USER members hold the app's Reader default role (view_maps) until roles are assigned.
    [{ id: readerRoleId }] = await db.insert(appDefaultUserRoles).values({ appId, roleName: 'Reader', userType: 'USER' }).returning();
    await db.insert(appDefaultUserRolePermissions).values({ appDefaultUserRolesId: readerRoleId, appPermissionId: permission.view_maps });
    [{ id: adminAppId }] = await db.select({ id: apps.id }).from(apps).where(eq(apps.name, 'AdminApp'));
  });
  afterAll(async () => { await server?.close(); });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `${BASE}${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });
  const createRole = async (caller: SignedIn, roleName: string, permissions: number[], instance = instanceId, app = appId) => {
    const created = await call(caller, 'POST', '/appInstanceRole', { appInstanceId: instance, appId: app, roleName, userCreated: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const set = await call(caller, 'POST', '/appInstanceRolePermission', {
      appInstanceRoleId: id, appInstanceId: instance, appId: app, checkedPermission: permissions,
    });
    expect(set.statusCode, set.body).toBe(200);
    return id;
  };
  const assign = (caller: SignedIn, who: SignedIn, checkedRoles: number[], checkedDefaultRoles: number[] = [], instance = instanceId) =>
    call(caller, 'POST', '/assignRolesToUser', { accountUserId: who.accountUserId, appInstanceId: instance, checkedRoles, checkedDefaultRoles });

  it('creates, renames, lists (with permission and member counts) and sets the permissions of custom roles', async () => {
    const editorId = await createRole(manager, 'Editor', [permission.view_maps, permission.edit_maps]);
    const list = await call(manager, 'GET', `/appInstanceRoles?appInstanceId=${instanceId}&appId=${appId}&sortfield=roleName&sortorder=asc`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ totalElements: 1, content: [{ id: editorId, roleName: 'Editor', name: 'Editor', permissionCount: 2, memberCount: 0 }] });

    const taken = await call(manager, 'POST', '/appInstanceRole', { appInstanceId: instanceId, appId, roleName: 'editor' });
    expect(taken.statusCode).toBe(409);
    const tooLong = await call(manager, 'POST', '/appInstanceRole', { appInstanceId: instanceId, appId, roleName: 'x'.repeat(20) });
    expect(tooLong.json()).toMatchObject({ message: 'Role name should be less than 20 character', data: { field: 'roleName' } });
    const renamed = await call(manager, 'PUT', `/appInstanceRole/${editorId}`, { roleName: 'Map editor' });
    expect(renamed.json().data).toMatchObject({ roleName: 'Map editor', permissionCount: 2 });

    const choices = await call(manager, 'GET', `/appInstanceRolePermissonsList?appInstanceRoleId=${editorId}`);
    expect(choices.json().map((c: { permissionName: string; checked: boolean }) => [c.permissionName, c.checked]))
      .toEqual([['edit_maps', true], ['export_data', false], ['view_maps', true]]);
    // A role not made yet: the instance's app's permissions, none ticked (the add-role checklist).
    const fresh = await call(manager, 'GET', `/appInstanceRolePermissonsList?appInstanceId=${instanceId}`);
    expect(fresh.json().map((c: { permissionName: string; checked: boolean }) => [c.permissionName, c.checked]))
      .toEqual([['edit_maps', false], ['export_data', false], ['view_maps', false]]);
    expect((await call(manager, 'GET', '/appInstanceRolePermissonsList')).statusCode).toBe(400);
    const paged = await call(manager, 'GET', `/appInstanceRolePermissons?appInstanceRoleId=${editorId}&page=1&size=2`);
    expect(paged.json()).toMatchObject({ totalElements: 3, content: [{ permissionName: 'view_maps', checked: true }] });

    // Another app's permission is refused.
    const [adminPermission] = await server.database.db.select({ id: appPermissions.id }).from(appPermissions).where(eq(appPermissions.appId, adminAppId)).limit(1);
    const foreign = await call(manager, 'POST', '/appInstanceRolePermission', {
      appInstanceRoleId: editorId, appInstanceId: instanceId, appId, checkedPermission: [adminPermission.id],
    });
    expect(foreign.statusCode).toBe(400);

    const combined = await call(manager, 'GET', `/appRolesInstanceRoles?appInstanceId=${instanceId}&userType=USER`);
    expect(combined.json()).toMatchObject({
      totalElements: 2,
      content: [{ id: editorId, roleName: 'Map editor', kind: 'instance', userType: null, permissionCount: 2 },
        { id: readerRoleId, roleName: 'Reader', kind: 'default', userType: 'USER', permissionCount: 1 }],
    });
    const developers = await call(manager, 'GET', `/appRolesInstanceRoles?appInstanceId=${instanceId}&userType=DEVELOPER`);
    expect(developers.json().totalElements).toBe(1);
  });

  it('refuses a custom role saved from an older revision (If-Match), its permission set counting as a save', async () => {
    const roleId = await createRole(manager, 'Contested', []);
    const save = (version: string | number | undefined, n: number) => server.app.inject({
      method: 'PUT', url: `${BASE}/appInstanceRole/${roleId}`, payload: { roleName: `Contested ${n}` },
      headers: { ...manager.headers, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    });
    const revisionRead = async () => {
      const listed = (await call(manager, 'GET', `/appRolesInstanceRoles?appInstanceId=${instanceId}&query=Contested`)).json().content[0];
      expect(listed).toMatchObject({ id: roleId, kind: 'instance' });
      return listed.revision as number;
    };
    await expectStaleSavesRefused(save, await revisionRead(), (record) => record.revision as number, 'This role');
    const read = await revisionRead();
    const set = await call(manager, 'POST', '/appInstanceRolePermission', { appInstanceRoleId: roleId, appInstanceId: instanceId, appId, checkedPermission: [] });
    expect(set.statusCode).toBe(200);
    expect((await save(read, 5)).statusCode).toBe(409);
    expect((await call(manager, 'DELETE', `/appInstanceRole/${roleId}`)).statusCode).toBe(200);
  });

  it('answers 404 for another account’s instance or role, and 403 without manage_roles', async () => {
    const [role] = (await call(manager, 'GET', `/appInstanceRoles?appInstanceId=${instanceId}`)).json().content;
    expect((await call(stranger, 'GET', `/appInstanceRoles?appInstanceId=${instanceId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/appInstanceRole', { appInstanceId: instanceId, appId, roleName: 'Mine' })).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/appInstanceRole/${role.id}`, { roleName: 'Mine' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/appInstanceRole/${role.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/effectivePermissions?appInstanceId=${instanceId}&accountUserId=${alice.accountUserId}`)).statusCode).toBe(404);
    // Stranger's own instance, but the customer's member: not found either.
    expect((await call(stranger, 'GET', `/effectivePermissions?appInstanceId=${stranger.appInstanceId}&accountUserId=${alice.accountUserId}`)).statusCode).toBe(404);
    expect((await assign(stranger, alice, [role.id])).statusCode).toBe(404);
    for (const url of [`/appInstanceRoles?appInstanceId=${instanceId}`, `/appInstanceRolePermissonsList?appInstanceRoleId=${role.id}`]) {
      expect((await call(alice, 'GET', url)).statusCode).toBe(403);
    }
    expect((await call(stranger, 'GET', `/appInstanceRolePermissonsList?appInstanceId=${instanceId}`)).statusCode).toBe(404);
    expect((await call(alice, 'POST', '/appInstanceRole', { appInstanceId: instanceId, appId, roleName: 'Self' })).statusCode).toBe(403);
    expect((await assign(alice, bob, [role.id])).statusCode).toBe(403);
    expect((await call(alice, 'GET', `/effectivePermissions?appInstanceId=${instanceId}&accountUserId=${alice.accountUserId}`)).statusCode).toBe(403);
  });

  it('assigns roles to a member, reads them back, and explains the effective permissions by granting role', async () => {
    const [editor] = (await call(manager, 'GET', `/appInstanceRoles?appInstanceId=${instanceId}`)).json().content;
    // Before: no role assigned, so the USER defaults apply.
    const before = await call(manager, 'GET', `/effectivePermissions?appInstanceId=${instanceId}&accountUserId=${alice.accountUserId}`);
    expect(before.json()).toMatchObject({
      source: 'userTypeDefaults', userType: 'USER', roles: [{ id: readerRoleId, roleName: 'Reader', kind: 'default' }],
      permissions: [{ permissionName: 'view_maps', grantedBy: [0] }],
    });

    const assigned = await assign(manager, alice, [editor.id], [readerRoleId]);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ checkedRoles: [editor.id], checkedDefaultRoles: [readerRoleId] });
    const read = await call(manager, 'GET', `/userRolesList?appInstanceId=${instanceId}&appId=${appId}&accountUserId=${alice.accountUserId}`);
    expect(read.json()).toMatchObject({ accountUserId: alice.accountUserId, appInstanceId: instanceId, checkedRoles: [editor.id], checkedDefaultRoles: [readerRoleId] });

    const effective = await call(manager, 'GET', `/effectivePermissions?appInstanceId=${instanceId}&accountUserId=${alice.accountUserId}`);
    expect(effective.statusCode).toBe(200);
    const body = effective.json();
    expect(body.source).toBe('assigned');
    expect(body.roles.map((r: { roleName: string }) => r.roleName)).toEqual(['Map editor', 'Reader']);
    expect(body.permissions.map((p: { permissionName: string; grantedBy: number[] }) => [p.permissionName, p.grantedBy.map((at) => body.roles[at].roleName)]))
      .toEqual([['edit_maps', ['Map editor']], ['view_maps', ['Map editor', 'Reader']]]);
    // The same rules as the console's flags.
    const flags = await flagsFor(server.database.db, alice.accountUserId, 'USER', instanceId);
    expect(Object.keys(flags)).toEqual(body.permissions.map((p: { permissionName: string }) => p.permissionName));

    const across = await call(manager, 'GET', `/accountUser-appInstanceRole?accountUserId=${alice.accountUserId}`);
    const atlas = across.json().find((i: { appInstanceId: number }) => i.appInstanceId === instanceId);
    expect(atlas).toMatchObject({ appId, appName: 'Atlas', source: 'assigned' });
    expect(atlas.roles).toHaveLength(2);

    const traces = await server.database.db.select().from(activityTraces)
      .where(and(eq(activityTraces.accountId, customer.accountId), eq(activityTraces.type, 'role')));
    expect(traces.map((t) => t.event)).toContain('assigned');
  });

  it('names who holds a permission and through which roles, including the user type’s defaults', async () => {
    const res = await call(manager, 'GET', `/permissionHolders?appInstanceId=${instanceId}&appPermissionId=${permission.view_maps}`);
    expect(res.statusCode).toBe(200);
    const holders = res.json().holders as { accountUserId: number; through: { roleName: string }[] }[];
    const through = Object.fromEntries(holders.map((h) => [h.accountUserId, h.through.map((r) => r.roleName)]));
    expect(through[alice.accountUserId]).toEqual(['Map editor', 'Reader']);
    expect(through[bob.accountUserId]).toEqual(['Reader']); // no role assigned: the USER default
    expect(through[dev.accountUserId]).toBeUndefined(); // DEVELOPER has no default role here
    const none = await call(manager, 'GET', `/permissionHolders?appInstanceId=${instanceId}&appPermissionId=${permission.export_data}`);
    expect(none.json()).toEqual({ id: permission.export_data, permissionName: 'export_data', holders: [] });
    const [adminPermission] = await server.database.db.select({ id: appPermissions.id }).from(appPermissions).where(eq(appPermissions.appId, adminAppId)).limit(1);
    expect((await call(manager, 'GET', `/permissionHolders?appInstanceId=${instanceId}&appPermissionId=${adminPermission.id}`)).statusCode).toBe(404);
  });

  it('previews who gains and loses what, before saving a role’s permissions or a member’s roles', async () => {
    const [editor] = (await call(manager, 'GET', `/appInstanceRoles?appInstanceId=${instanceId}`)).json().content;
    const roleChange = await call(manager, 'POST', '/roleChangePreview', {
      appInstanceId: instanceId, instanceRole: { id: editor.id, checkedPermission: [permission.view_maps, permission.export_data] },
    });
    expect(roleChange.statusCode, roleChange.body).toBe(200);
    // Alice keeps view_maps (Reader grants it too), gains export_data, loses edit_maps.
    expect(roleChange.json().members).toEqual([
      { accountUserId: alice.accountUserId, name: expect.any(String), gains: ['export_data'], losses: ['edit_maps'] },
    ]);
    const memberChange = await call(manager, 'POST', '/roleChangePreview', {
      appInstanceId: instanceId, member: { accountUserId: bob.accountUserId, checkedRoles: [editor.id], checkedDefaultRoles: [] },
    });
    expect(memberChange.json().members).toEqual([{ accountUserId: bob.accountUserId, name: expect.any(String), gains: ['edit_maps'], losses: [] }]);
    const nothing = await call(manager, 'POST', '/roleChangePreview', {
      appInstanceId: instanceId, member: { accountUserId: bob.accountUserId, checkedRoles: [], checkedDefaultRoles: [] },
    });
    expect(nothing.json().members).toEqual([]);
    const both = await call(manager, 'POST', '/roleChangePreview', {
      appInstanceId: instanceId, instanceRole: { id: editor.id, checkedPermission: [] }, member: { accountUserId: bob.accountUserId, checkedRoles: [], checkedDefaultRoles: [] },
    });
    expect(both.statusCode).toBe(400);
    expect((await call(manager, 'POST', '/roleChangePreview', { appInstanceId: instanceId })).statusCode).toBe(400);
    // Nothing was saved.
    const still = await call(manager, 'GET', `/userRolesList?appInstanceId=${instanceId}&accountUserId=${bob.accountUserId}`);
    expect(still.json()).toMatchObject({ checkedRoles: [], checkedDefaultRoles: [] });
  });

  it('refuses to delete a role assigned to members (403 with how many), and deletes it once unassigned', async () => {
    const [editor] = (await call(manager, 'GET', `/appInstanceRoles?appInstanceId=${instanceId}`)).json().content;
    expect(editor.memberCount).toBe(1);
    const refused = await call(manager, 'DELETE', `/appInstanceRole/${editor.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This role cannot be deleted because it is assigned to 1 member');
    expect((await assign(manager, alice, [], [])).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `/appInstanceRole/${editor.id}`)).statusCode).toBe(200);
    expect((await call(manager, 'GET', `/appInstanceRoles?appInstanceId=${instanceId}`)).json().totalElements).toBe(0);
  });

  it('applies the Users page’s rules: only a holder of allpermissions grants a role carrying it', async () => {
    const [allPermissions] = await server.database.db.select({ id: appPermissions.id }).from(appPermissions)
      .where(and(eq(appPermissions.appId, adminAppId), eq(appPermissions.permissionName, 'allpermissions')));
    const ownerRole = await createRole(customer, 'Co-owner', [allPermissions.id], customer.appInstanceId, adminAppId);
    const refused = await assign(manager, bob, [ownerRole], [], customer.appInstanceId);
    expect(refused.statusCode).toBe(403);
    expect((await assign(manager, manager, [], [], customer.appInstanceId)).statusCode).toBe(400); // not one's own roles
    // Nor can they put allpermissions into a role (their own role included), or take it out of one.
    const [managerRole] = (await call(customer, 'GET', `/appInstanceRoles?appInstanceId=${customer.appInstanceId}&query=manage_roles`)).json().content;
    const escalate = await call(manager, 'POST', '/appInstanceRolePermission', {
      appInstanceRoleId: managerRole.id, appInstanceId: customer.appInstanceId, appId: adminAppId, checkedPermission: [allPermissions.id],
    });
    expect(escalate.statusCode).toBe(403);
    const strip = await call(manager, 'POST', '/appInstanceRolePermission', {
      appInstanceRoleId: ownerRole, appInstanceId: customer.appInstanceId, appId: adminAppId, checkedPermission: [],
    });
    expect(strip.statusCode).toBe(403);
  });

  it('changes a member’s console flags on their next request after an assignment, and after the role loses a flag', async () => {
    const db = server.database.db;
    const usersList = () => server.app.inject({ method: 'GET', url: `/users/account-user/account-users?accountId=${customer.accountId}`, headers: bob.headers });
    expect((await usersList()).statusCode).toBe(403);
    const flagEvents: number[] = [];
    const stop = server.app.platform.notifications.onFlagsChanged((userId) => flagEvents.push(userId));
    try {
      const ids = Object.fromEntries((await db.select({ id: appPermissions.id, name: appPermissions.permissionName }).from(appPermissions)
        .where(eq(appPermissions.appId, adminAppId))).map((p) => [p.name, p.id]));
      const role = await createRole(customer, 'User admins', [ids.view_user, ids.view_myapps_apps], customer.appInstanceId, adminAppId);
      expect((await assign(customer, bob, [role], [], customer.appInstanceId)).statusCode).toBe(200);
      expect((await usersList()).statusCode).toBe(200); // same token, no new sign-in
      // The guard's own copy of the rules (member_flags) agrees with the effective permissions.
      const membership = await membershipWithFlags(db, customer.accountId, bob.user.id);
      const effective = await call(customer, 'GET', `/effectivePermissions?appInstanceId=${customer.appInstanceId}&accountUserId=${bob.accountUserId}`);
      expect(Object.keys(membership!.flags).sort()).toEqual(effective.json().permissions.map((p: { permissionName: string }) => p.permissionName).sort());
      const { roles, permissions } = effective.json();
      expect(permissions.find((p: { permissionName: string }) => p.permissionName === 'view_user').grantedBy.map((at: number) => roles[at]))
        .toEqual([{ id: role, roleName: 'User admins', kind: 'instance' }]);

      const set = await call(customer, 'POST', '/appInstanceRolePermission', {
        appInstanceRoleId: role, appInstanceId: customer.appInstanceId, appId: adminAppId, checkedPermission: [ids.view_myapps_apps],
      });
      expect(set.statusCode).toBe(200);
      expect((await usersList()).statusCode).toBe(403);
      await expect.poll(() => flagEvents.filter((id) => id === bob.user.id).length).toBeGreaterThanOrEqual(2);
    } finally {
      stop();
    }
  });

  it('carries the roles and permission ids in the app login answer and the app token, and “no role assigned” follows the assignments', async () => {
    const body = { username: dev.user.username, userId: dev.user.id, accountId: customer.accountId, accountUserId: dev.accountUserId,
      appInstanceId: instanceId, subscriptionId: instanceId, appId };
    const open = () => server.app.inject({ method: 'POST', url: `/auth/appLoginAuthentication?code=${Date.now()}`, headers: dev.headers, payload: body });
    const refused = await open();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('no role assigned');

    const role = await createRole(manager, 'Cartographer', [permission.edit_maps, permission.export_data]);
    expect((await assign(manager, dev, [role])).statusCode).toBe(200);
    const opened = await open();
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ roles: ['Cartographer'], permissionIds: ['edit_maps', 'export_data'] });
    const token = await server.app.inject({ method: 'POST', url: '/auth/appLoginToken', payload: { code: opened.json().accessToken, appId } });
    expect(token.json()).toMatchObject({
      roles: ['Cartographer'], permissions: { edit_maps: true, export_data: true }, permissionIds: ['edit_maps', 'export_data'],
    });
  });
});

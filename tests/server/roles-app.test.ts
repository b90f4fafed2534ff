// An app's permissions and default roles (developer-portal.md §5, §7 "App permissions and default
// roles"): the app's developer account manages them; another account's app is not found; the
// flags of the app's kind are needed; the rules of §5 with their messages; a default role still
// assigned is not deleted; every change is traced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityTraces, appInstances, apps } from '../../server/src/db/schema';
import { accountUserRoles, appPermissions } from '../../server/src/domains/roles/tables';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';
import { expectStaleSavesRefused } from './fixtures-staleSave';

const BASE = '/app/developerApp';

describe('roles: an app’s permissions and default roles', () => {
  let server: TestServer;
  let builder: SignedInOwner;
  let stranger: SignedInOwner;
  let viewer: SignedIn;
  let appId: number;
  let serviceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    builder = await signedInOwner(server, 'Role Builder');
    stranger = await signedInOwner(server, 'Role Stranger');
    viewer = await signedInMember(server, builder.accountId, 'DEVELOPER');
    await grantFlags(server, builder.accountId, viewer.accountUserId, ['view_apps']);
    [{ id: appId }, { id: serviceId }] = await server.database.db.insert(apps).values([
      { name: 'Ledger Roles', type: 'app', published: 'PUBLISHED', developerAccountId: builder.accountId },
      { name: 'Ledger Service', type: 'service', developerAccountId: builder.accountId },
    ]).returning({ id: apps.id });
  });
  afterAll(async () => { await server?.close(); });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `${BASE}${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });
  const addPermission = (caller: SignedIn, body: Record<string, unknown>) => call(caller, 'POST', '/appPermission', { appId, ...body });

  it('adds, lists (paged, searched, sorted), changes and deletes permissions, tracing each change', async () => {
    const created = await addPermission(builder, { permissionName: 'export_data', displayLabel: 'Export data', description: 'Exports' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ appId, permissionName: 'export_data', displayLabel: 'Export data', description: 'Exports' });
    for (const [id, label] of [['view_ledger', 'View ledger'], ['close_books', 'Close books']]) {
      expect((await addPermission(builder, { permissionName: id, displayLabel: label })).statusCode).toBe(201);
    }
    const page = await call(builder, 'GET', `/appPermissions?appId=${appId}&page=0&size=2&sortfield=permissionName&sortorder=desc`);
    expect(page.statusCode).toBe(200);
    expect(page.json().totalElements).toBe(3);
    expect(page.json().content.map((p: { permissionName: string }) => p.permissionName)).toEqual(['view_ledger', 'export_data']);
    const searched = await call(builder, 'GET', `/appPermissions?appId=${appId}&query=BOOKS&sort=displayLabel,asc`);
    expect(searched.json().content.map((p: { permissionName: string }) => p.permissionName)).toEqual(['close_books']);

    const id = created.json().data.id as number;
    const changed = await call(builder, 'PUT', `/appPermission/${id}`, { displayLabel: 'Export all data' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ permissionName: 'export_data', displayLabel: 'Export all data' });

    const traces = await server.database.db.select().from(activityTraces).where(eq(activityTraces.accountId, builder.accountId));
    expect(traces.filter((t) => t.type === 'permission').map((t) => t.event)).toEqual(expect.arrayContaining(['created', 'updated']));
  });

  it('applies the rules of §5 with their messages, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ permissionName: 'export-data', displayLabel: 'Export' }, 'permissionName', 'Permission id may contain only letters, numbers and underscore'],
      [{ permissionName: 'has space', displayLabel: 'Export' }, 'permissionName', 'Permission id may contain only letters, numbers and underscore'],
      [{ permissionName: '  ', displayLabel: 'Export' }, 'permissionName', 'Permission id is required'],
      [{ permissionName: 'ok_id', displayLabel: 'x'.repeat(20) }, 'displayLabel', 'Permission name should be less than 20 character'],
      [{ permissionName: 'ok_id', displayLabel: ' ' }, 'displayLabel', 'Permission name is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await addPermission(builder, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, data: { field } });
    }
    // 19 characters is the most a name may have.
    expect((await addPermission(builder, { permissionName: 'nineteen', displayLabel: 'x'.repeat(19) })).statusCode).toBe(201);
    const taken = await addPermission(builder, { permissionName: 'export_data', displayLabel: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A permission with this id already exists in this app');
    const role = await call(builder, 'POST', '/appDefaultUserRole', { appId, roleName: 'r'.repeat(20), userType: 'USER' });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ message: 'Role name should be less than 20 character', data: { field: 'roleName' } });
  });

  it('answers 404 for another account’s app and 403 without the flag of the app’s kind', async () => {
    expect((await addPermission(stranger, { permissionName: 'sneaky', displayLabel: 'Sneaky' })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/appPermissions?appId=${appId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/appDefaultUserRoles?appId=${appId}`)).statusCode).toBe(404);
    const [{ id }] = (await call(builder, 'GET', `/appPermissions?appId=${appId}&query=close_books`)).json().content;
    expect((await call(stranger, 'PUT', `/appPermission/${id}`, { displayLabel: 'Mine' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/appPermission/${id}`)).statusCode).toBe(404);
    // view_apps reads an app's permissions but changes nothing, and reads no service's.
    expect((await call(viewer, 'GET', `/appPermissions?appId=${appId}`)).statusCode).toBe(200);
    expect((await addPermission(viewer, { permissionName: 'by_viewer', displayLabel: 'No' })).statusCode).toBe(403);
    expect((await call(viewer, 'GET', `/appPermissions?appId=${serviceId}`)).statusCode).toBe(403);
  });

  it('creates a default role, sets its permissions (all the app’s own), lists it by user type and its checkbox list', async () => {
    const created = await call(builder, 'POST', '/appDefaultUserRole', { appId, roleName: 'Bookkeeper', userType: 'USER' });
    expect(created.statusCode).toBe(201);
    const roleId = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ appId, roleName: 'Bookkeeper', userType: 'USER', permissionCount: 0 });
    const permissions = (await call(builder, 'GET', `/appPermissions?appId=${appId}&size=100`)).json().content as { id: number; permissionName: string }[];
    const byName = Object.fromEntries(permissions.map((p) => [p.permissionName, p.id]));

    const set = await call(builder, 'POST', '/appDefaultUserRolePermission', {
      appDefaultUserRolesId: roleId, checkedPermission: [byName.view_ledger, byName.export_data], userCreated: 1,
    });
    expect(set.statusCode).toBe(200);
    // Another app's permission (AdminApp's) is refused.
    const [adminPermission] = await server.database.db.select({ id: appPermissions.id }).from(appPermissions)
      .innerJoin(apps, eq(apps.id, appPermissions.appId)).where(eq(apps.name, 'AdminApp')).limit(1);
    const foreign = await call(builder, 'POST', '/appDefaultUserRolePermission', { appDefaultUserRolesId: roleId, checkedPermission: [byName.view_ledger, adminPermission.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data).toEqual({ field: 'checkedPermission' });

    const choices = await call(builder, 'GET', `/appDefaultUserRolePermissons?appRoleId=${roleId}&page=0&size=10`);
    expect(choices.statusCode).toBe(200);
    expect(choices.json().totalElements).toBe(permissions.length);
    const checked = (choices.json().content as { permissionName: string; checked: boolean }[]).filter((c) => c.checked).map((c) => c.permissionName);
    expect(checked.sort()).toEqual(['export_data', 'view_ledger']);

    await call(builder, 'POST', '/appDefaultUserRole', { appId, roleName: 'Auditor', userType: 'DEVELOPER' });
    const users = await call(builder, 'GET', `/appDefaultUserRoles?appId=${appId}&userType=USER`);
    expect(users.json()).toMatchObject({ totalElements: 1, content: [{ roleName: 'Bookkeeper', permissionCount: 2 }] });
    const byAppName = await call(builder, 'GET', `/appDefaultUserRoles?appName=${encodeURIComponent('Ledger Roles')}&sortfield=roleName&sortorder=asc`);
    expect(byAppName.json().content.map((r: { roleName: string }) => r.roleName)).toEqual(['Auditor', 'Bookkeeper']);

    const renamed = await call(builder, 'PUT', `/appDefaultUserRole/${roleId}`, { roleName: 'Bookkeepers' });
    expect(renamed.json().data).toMatchObject({ roleName: 'Bookkeepers', userType: 'USER', permissionCount: 2 });
  });

  it('refuses a default role saved from an older revision (If-Match), its permission set counting as a save', async () => {
    const role = (await call(builder, 'POST', '/appDefaultUserRole', { appId, roleName: 'Contested', userType: 'DEVELOPER' })).json().data;
    expect(role.revision).toBe(1);
    const save = (version: string | number | undefined, n: number) => server.app.inject({
      method: 'PUT', url: `${BASE}/appDefaultUserRole/${role.id}`, payload: { roleName: `Contested ${n}` },
      headers: { ...builder.headers, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    });
    await expectStaleSavesRefused(save, role.revision, (record) => record.revision as number, 'This role');
    const read = (await call(builder, 'GET', `/appDefaultUserRoles?appId=${appId}&query=Contested`)).json().content[0].revision as number;
    expect((await call(builder, 'POST', '/appDefaultUserRolePermission', { appDefaultUserRolesId: role.id, checkedPermission: [] })).statusCode).toBe(200);
    expect((await save(read, 5)).statusCode).toBe(409);
    expect((await call(builder, 'DELETE', `/appDefaultUserRole/${role.id}`)).statusCode).toBe(200);
  });

  it('says how many roles a permission is in, and deleting it answers how many lost it', async () => {
    const permissions = (await call(builder, 'GET', `/appPermissions?appId=${appId}&size=100`)).json().content as { id: number; permissionName: string }[];
    const exportId = permissions.find((p) => p.permissionName === 'export_data')!.id;
    const usage = await call(builder, 'GET', `/appPermission/${exportId}/usage`);
    expect(usage.json()).toEqual({ defaultRoles: 1, instanceRoles: 0 });
    const deleted = await call(builder, 'DELETE', `/appPermission/${exportId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().rolesAffected).toBe(1);
    const roles = await call(builder, 'GET', `/appDefaultUserRoles?appId=${appId}&userType=USER`);
    expect(roles.json().content[0].permissionCount).toBe(1);
  });

  it('refuses to delete a default role assigned to a member (403), and deletes it once unassigned', async () => {
    const customer = await signedInOwner(server, 'Role Customer');
    const member = await signedInMember(server, customer.accountId, 'USER');
    const db = server.database.db;
    const [instance] = await db.insert(appInstances).values({ accountId: customer.accountId, appId, status: 'ACTIVE' }).returning();
    const roles = (await call(builder, 'GET', `/appDefaultUserRoles?appId=${appId}`)).json().content as { id: number; roleName: string }[];
    const auditor = roles.find((r) => r.roleName === 'Auditor')!;
    await db.insert(accountUserRoles).values({ accountUserId: member.accountUserId, appInstanceId: instance.id, appId, appDefaultUserRoleId: auditor.id });
    const refused = await call(builder, 'DELETE', `/appDefaultUserRole/${auditor.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This role cannot be deleted because it is assigned to 1 member');
    expect((await call(stranger, 'DELETE', `/appDefaultUserRole/${auditor.id}`)).statusCode).toBe(404);
    await db.delete(accountUserRoles).where(and(eq(accountUserRoles.accountUserId, member.accountUserId), eq(accountUserRoles.appDefaultUserRoleId, auditor.id)));
    expect((await call(builder, 'DELETE', `/appDefaultUserRole/${auditor.id}`)).statusCode).toBe(200);
    const traces = await db.select().from(activityTraces).where(eq(activityTraces.accountId, builder.accountId));
    expect(traces.filter((t) => t.type === 'role').map((t) => t.event)).toEqual(expect.arrayContaining(['created', 'updated', 'deleted', 'permissionsSet']));
  });
});

// Before a developer saves a default role's new permission set, they see how many members of the
// subscribing accounts would gain and lose which permission (issue 11, "see the impact before
// saving"): counts only, since those members are other accounts' people.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstances, apps } from '../../server/src/db/schema';
import { accountUserRoles, appDefaultUserRolePermissions, appDefaultUserRoles, appInstanceRolePermissions, appInstanceRoles, appPermissions } from '../../server/src/domains/roles/tables';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';

describe('roles: the impact of a default role’s new permission set', () => {
  let server: TestServer;
  let builder: SignedInOwner;
  let stranger: SignedInOwner;
  let viewer: SignedIn;
  let appId: number;
  let readerId: number;
  const permission: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    builder = await signedInOwner(server, 'Preview Maker');
    stranger = await signedInOwner(server, 'Preview Stranger');
    viewer = await signedInMember(server, builder.accountId, 'DEVELOPER');
    await grantFlags(server, builder.accountId, viewer.accountUserId, ['view_apps']);
    [{ id: appId }] = await db.insert(apps).values({ name: 'Previewed', type: 'app', published: 'PUBLISHED', developerAccountId: builder.accountId }).returning();
    for (const name of ['view_maps', 'edit_maps', 'export_data']) {
      [{ id: permission[name] }] = await db.insert(appPermissions).values({ appId, permissionName: name, displayLabel: name }).returning();
    }
    [{ id: readerId }] = await db.insert(appDefaultUserRoles).values({ appId, roleName: 'Reader', userType: 'USER' }).returning();
    await db.insert(appDefaultUserRolePermissions).values([permission.view_maps, permission.export_data].map((p) => ({ appDefaultUserRolesId: readerId, appPermissionId: p })));

    // Account A: one USER on the defaults; one assigned Reader and a custom role that also grants export_data.
    const a = await signedInOwner(server, 'Subscriber A');
    const [{ id: instanceA }] = await db.insert(appInstances).values({ accountId: a.accountId, appId, status: 'ACTIVE' }).returning();
    await signedInMember(server, a.accountId, 'USER');
    const assigned = await signedInMember(server, a.accountId, 'USER');
    const [{ id: exporterId }] = await db.insert(appInstanceRoles).values({ appInstanceId: instanceA, appId, roleName: 'Exporter' }).returning();
    await db.insert(appInstanceRolePermissions).values({ appInstanceRoleId: exporterId, appInstanceId: instanceA, appId, appPermissionId: permission.export_data });
    await db.insert(accountUserRoles).values([
      { accountUserId: assigned.accountUserId, appInstanceId: instanceA, appId, appDefaultUserRoleId: readerId },
      { accountUserId: assigned.accountUserId, appInstanceId: instanceA, appId, appInstanceRoleId: exporterId },
    ]);
    // Account B: one USER on the defaults. Account C has a USER too, but no subscription.
    const b = await signedInOwner(server, 'Subscriber B');
    await db.insert(appInstances).values({ accountId: b.accountId, appId, status: 'ACTIVE' });
    await signedInMember(server, b.accountId, 'USER');
    const c = await signedInOwner(server, 'Not Subscribed');
    await signedInMember(server, c.accountId, 'USER');
  });
  afterAll(async () => { await server?.close(); });

  const preview = (caller: SignedIn, checkedPermission: number[], appDefaultUserRolesId = readerId) => server.app.inject({
    method: 'POST', url: '/app/developerApp/defaultRoleChangePreview', headers: caller.headers, payload: { appDefaultUserRolesId, checkedPermission },
  });

  it('counts, per permission, the members who would gain and lose it, and their accounts', async () => {
    const answer = await preview(builder, [permission.view_maps, permission.edit_maps]);
    expect(answer.statusCode, answer.body).toBe(200);
    // export_data: lost by the two members on the defaults; the third keeps it through Exporter.
    expect(answer.json()).toEqual({
      members: 3, accounts: 2,
      losses: [{ permissionName: 'export_data', members: 2 }],
      gains: [{ permissionName: 'edit_maps', members: 3 }],
    });
    const unchanged = await preview(builder, [permission.export_data, permission.view_maps]);
    expect(unchanged.json()).toEqual({ members: 0, accounts: 0, losses: [], gains: [] });
    // Nothing was saved.
    const again = await preview(builder, [permission.view_maps, permission.edit_maps]);
    expect(again.json().losses).toEqual([{ permissionName: 'export_data', members: 2 }]);
  });

  it('is the app developer’s, with the update flag, over the app’s own permissions', async () => {
    expect((await preview(stranger, [permission.view_maps])).statusCode).toBe(404);
    expect((await preview(viewer, [permission.view_maps])).statusCode).toBe(403);
    const [adminPermission] = await server.database.db.select({ id: appPermissions.id }).from(appPermissions).limit(1);
    expect((await preview(builder, [adminPermission.id])).statusCode).toBe(400);
  });
});

// Effective permissions are cached per replica (roles/grantsCache.ts), yet every change shows on
// the very next request, on this replica and on another, whichever route or cascade made it:
// a role renamed, a member's roles replaced, a custom role's permissions set, an app permission
// deleted by its developer, a default role's permissions changed, a member's user type changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountUsers, appInstances, apps } from '../../server/src/db/schema';
import { appDefaultUserRolePermissions, appDefaultUserRoles, appPermissions } from '../../server/src/domains/roles/tables';
import { askedOfBothTwice, startReplicaOf, startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

const BASE = '/app/developerApp';

describe('roles: cached effective permissions follow every change at once', () => {
  let server: TestServer;
  let replica: FastifyInstance;
  let builder: SignedInOwner;
  let customer: SignedInOwner;
  let member: SignedIn;
  let appId: number;
  let instanceId: number;
  const permission: Record<string, number> = {};
  let readerRoleId: number;

  beforeAll(async () => {
    server = await startTestServer();
    replica = await startReplicaOf(server);
    const db = server.database.db;
    builder = await signedInOwner(server, 'Cache Maker');
    customer = await signedInOwner(server, 'Cache Customer');
    member = await signedInMember(server, customer.accountId, 'USER');
    [{ id: appId }] = await db.insert(apps).values({ name: 'Cached', type: 'app', published: 'PUBLISHED', developerAccountId: builder.accountId }).returning();
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: customer.accountId, appId, status: 'ACTIVE' }).returning();
    for (const name of ['view_maps', 'edit_maps', 'export_data']) {
      [{ id: permission[name] }] = await db.insert(appPermissions).values({ appId, permissionName: name, displayLabel: name }).returning();
    }
    [{ id: readerRoleId }] = await db.insert(appDefaultUserRoles).values({ appId, roleName: 'Reader', userType: 'USER' }).returning();
    await db.insert(appDefaultUserRolePermissions).values({ appDefaultUserRolesId: readerRoleId, appPermissionId: permission.view_maps });
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
  });

  const call = (on: FastifyInstance, caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    on.inject({ method, url: `${BASE}${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });
  /** What each server answers: [permission, granting roles] pairs, read twice so the second is a cache hit. */
  const held = async () => {
    const url = `${BASE}/effectivePermissions?appInstanceId=${instanceId}&accountUserId=${member.accountUserId}`;
    const answers = (await askedOfBothTwice(server.app, replica, url, customer.headers)).map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { roles: { roleName: string }[]; permissions: { permissionName: string; grantedBy: number[] }[] };
      return body.permissions.map((p) => [p.permissionName, p.grantedBy.map((at) => body.roles[at].roleName).join('+')]);
    });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    return answers[0];
  };

  it('follows custom roles, their permissions and a member’s assignment', async () => {
    expect(await held()).toEqual([['view_maps', 'Reader']]);
    const created = await call(server.app, customer, 'POST', '/appInstanceRole', { appInstanceId: instanceId, appId, roleName: 'Editor' });
    const roleId = created.json().data.id as number;
    await call(server.app, customer, 'POST', '/appInstanceRolePermission', {
      appInstanceRoleId: roleId, appInstanceId: instanceId, appId, checkedPermission: [permission.edit_maps],
    });
    expect(await held()).toEqual([['view_maps', 'Reader']]); // a role nobody holds changes nothing

    await call(replica, customer, 'POST', '/assignRolesToUser', {
      accountUserId: member.accountUserId, appInstanceId: instanceId, checkedRoles: [roleId], checkedDefaultRoles: [readerRoleId],
    });
    expect(await held()).toEqual([['edit_maps', 'Editor'], ['view_maps', 'Reader']]);

    await call(server.app, customer, 'PUT', `/appInstanceRole/${roleId}`, { roleName: 'Map editor' });
    expect(await held()).toEqual([['edit_maps', 'Map editor'], ['view_maps', 'Reader']]);

    await call(replica, customer, 'POST', '/appInstanceRolePermission', {
      appInstanceRoleId: roleId, appInstanceId: instanceId, appId, checkedPermission: [permission.edit_maps, permission.view_maps],
    });
    expect(await held()).toEqual([['edit_maps', 'Map editor'], ['view_maps', 'Map editor+Reader']]);

    await call(server.app, customer, 'POST', '/assignRolesToUser', {
      accountUserId: member.accountUserId, appInstanceId: instanceId, checkedRoles: [], checkedDefaultRoles: [],
    });
    expect(await held()).toEqual([['view_maps', 'Reader']]);
  });

  it('follows the app’s developer: a default role’s permissions and a deleted permission', async () => {
    const set = await call(replica, builder, 'POST', '/appDefaultUserRolePermission', {
      appDefaultUserRolesId: readerRoleId, checkedPermission: [permission.view_maps, permission.export_data],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await held()).toEqual([['export_data', 'Reader'], ['view_maps', 'Reader']]);

    const removed = await call(server.app, builder, 'DELETE', `/appPermission/${permission.export_data}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await held()).toEqual([['view_maps', 'Reader']]);
  });

  it('follows a member’s user type (the defaults of the new type apply)', async () => {
    await server.database.db.update(accountUsers).set({ userType: 'DEVELOPER' }).where(eq(accountUsers.id, member.accountUserId));
    expect(await held()).toEqual([]);
  });
});

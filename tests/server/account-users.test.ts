import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountUsers, apps } from '../../server/src/db/schema';
import { accountUserRoles, appDefaultUserRoles } from '../../server/src/domains/roles/tables';
import { ADMIN_APP } from '../../contract/appKinds';
import { LAST_OWNER, OWN_MEMBERSHIP, OWNERS_ONLY } from '../../server/src/core/memberships';
import { startTestServer, type TestServer } from './harness';
import { signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';

describe('account-user service: the Users page calls', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let developer: SignedIn;
  let plain: SignedIn;
  let manager: SignedIn; // a USER holding view_user (not allpermissions)
  let stranger: SignedInOwner;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'People Co');
    developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    plain = await signedInMember(server, owner.accountId, 'USER');
    manager = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, manager.accountUserId, ['view_user']);
    stranger = await signedInOwner(server, 'Stranger Co');
  });
  afterAll(async () => { await server.close(); });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: unknown) =>
    server.app.inject({ method, url, headers: who.headers, payload: payload as object });
  const membersUrl = (query: string, accountId = owner.accountId) => `/users/account-user/account-users?accountId=${accountId}&${query}`;
  const changeUrl = (userId: number, accountId = owner.accountId) => `/users/account-user/account-users?accountId=${accountId}&userId=${userId}`;
  const membership = async (accountUserId: number) =>
    (await server.database.db.select().from(accountUsers).where(eq(accountUsers.id, accountUserId)))[0];

  describe('GET account-users', () => {
    it('lists the account\'s users with name, email, user type and status, paged, in membership order', async () => {
      const res = await call('GET', membersUrl('page=0&size=3'), owner);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.totalElements).toBe(4);
      expect(body.content.map((u: { userId: number }) => u.userId)).toEqual([owner.user.id, developer.user.id, plain.user.id]);
      expect(body.content[1]).toMatchObject({
        id: developer.accountUserId, accountUserId: developer.accountUserId, accountId: owner.accountId, userType: 'DEVELOPER',
        status: 'ACTIVE', email: developer.user.email, firstName: developer.user.firstName, lastName: developer.user.lastName,
      });
      const second = (await call('GET', membersUrl('page=1&size=3'), owner)).json();
      expect(second.content.map((u: { userId: number }) => u.userId)).toEqual([manager.user.id]);
    });

    it('filters by user type and status, searches and sorts', async () => {
      const developers = (await call('GET', membersUrl('userType=DEVELOPER'), owner)).json();
      expect(developers.content.map((u: { userId: number }) => u.userId)).toEqual([developer.user.id]);
      const found = (await call('GET', membersUrl(`query=${encodeURIComponent(plain.user.lastName.toUpperCase())}`), owner)).json();
      expect(found).toMatchObject({ totalElements: 1, content: [{ userId: plain.user.id }] });
      const sorted = (await call('GET', membersUrl('sort=userType,desc'), owner)).json();
      expect(sorted.content.map((u: { userType: string }) => u.userType)).toEqual(['USER', 'USER', 'OWNER', 'DEVELOPER']);
      const inactive = (await call('GET', membersUrl('type=INACTIVE'), owner)).json();
      expect(inactive).toEqual({ content: [], totalElements: 0 });
    });

    it('answers 400 to bad input', async () => {
      expect((await call('GET', '/users/account-user/account-users', owner)).statusCode).toBe(400);
      expect((await call('GET', membersUrl('sort=password,asc'), owner)).statusCode).toBe(400);
      expect((await call('GET', membersUrl('userType=ADMIN'), owner)).statusCode).toBe(400);
      expect((await call('GET', membersUrl('size=1000'), owner)).statusCode).toBe(400);
    });

    it('is for holders of view_user in that account only', async () => {
      expect((await call('GET', membersUrl(''), manager)).statusCode).toBe(200);
      expect((await call('GET', membersUrl(''), developer)).statusCode).toBe(403);
      expect((await call('GET', membersUrl('', owner.accountId), stranger)).statusCode).toBe(403);
      expect((await server.app.inject({ method: 'GET', url: membersUrl('') })).statusCode).toBe(401);
    });
  });

  describe('PUT account-users', () => {
    it('changes status ("User status updated") and restores an INACTIVE user ("User restored")', async () => {
      const off = await call('PUT', changeUrl(plain.user.id), manager, { status: 'INACTIVE', email: 'ignored', id: 1 });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ message: 'User status updated', data: { userId: plain.user.id, status: 'INACTIVE', userType: 'USER' } });
      // An inactive member no longer gets into the account.
      expect((await call('GET', '/users/account-user/account-users?accountId=' + owner.accountId, plain)).statusCode).toBe(403);
      const back = await call('PUT', changeUrl(plain.user.id), manager, { status: 'ACTIVE' });
      expect(back.json()).toMatchObject({ message: 'User restored', data: { status: 'ACTIVE' } });
      const typed = await call('PUT', changeUrl(plain.user.id), manager, { userType: 'DEVELOPER' });
      expect(typed.json()).toMatchObject({ message: 'User status updated', data: { userType: 'DEVELOPER' } });
      expect((await membership(plain.accountUserId)).userType).toBe('DEVELOPER');
      await call('PUT', changeUrl(plain.user.id), manager, { userType: 'USER' });
    });

    it('never lets a caller change their own membership', async () => {
      const res = await call('PUT', changeUrl(manager.user.id), manager, { status: 'INACTIVE' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(OWN_MEMBERSHIP);
      expect((await membership(manager.accountUserId)).status).toBe('ACTIVE');
    });

    it('lets only allpermissions change an owner or make one', async () => {
      const demote = await call('PUT', changeUrl(owner.user.id), manager, { userType: 'USER' });
      expect(demote.statusCode).toBe(403);
      expect(demote.json().message).toBe(OWNERS_ONLY);
      expect((await call('PUT', changeUrl(plain.user.id), manager, { userType: 'OWNER' })).statusCode).toBe(403);
      expect((await membership(owner.accountUserId)).userType).toBe('OWNER');
    });

    it('keeps at least one active owner', async () => {
      const admin = await signedInMember(server, owner.accountId, 'DEVELOPER');
      await grantFlags(server, owner.accountId, admin.accountUserId, ['allpermissions']);
      for (const change of [{ userType: 'USER' }, { status: 'INACTIVE' }]) {
        const res = await call('PUT', changeUrl(owner.user.id), admin, change);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(LAST_OWNER);
      }
      expect((await call('DELETE', `/users/account-user/${owner.accountUserId}`, admin)).json().message).toBe(LAST_OWNER);
      // With a second owner, the first may be demoted; the second then is the last.
      const second = await signedInMember(server, owner.accountId, 'USER');
      expect((await call('PUT', changeUrl(second.user.id), admin, { userType: 'OWNER' })).statusCode).toBe(200);
      expect((await call('PUT', changeUrl(owner.user.id), admin, { status: 'INACTIVE' })).statusCode).toBe(200);
      expect((await call('PUT', changeUrl(second.user.id), admin, { userType: 'USER' })).json().message).toBe(LAST_OWNER);
      expect((await call('PUT', changeUrl(owner.user.id), admin, { status: 'ACTIVE' })).json().message).toBe('User restored');
      await server.database.db.delete(accountUsers).where(eq(accountUsers.id, admin.accountUserId));
      await server.database.db.delete(accountUsers).where(eq(accountUsers.id, second.accountUserId));
    });

    it('answers 404 for a user of another account and 403 without view_user', async () => {
      expect((await call('PUT', changeUrl(stranger.user.id), owner, { status: 'INACTIVE' })).statusCode).toBe(404);
      expect((await call('PUT', changeUrl(owner.user.id, stranger.accountId), owner, { status: 'INACTIVE' })).statusCode).toBe(403);
      expect((await call('PUT', changeUrl(plain.user.id), developer, { status: 'INACTIVE' })).statusCode).toBe(403);
      expect((await call('PUT', changeUrl(plain.user.id), owner, { status: 'GONE' })).statusCode).toBe(400);
      expect((await membership(plain.accountUserId)).status).toBe('ACTIVE');
    });
  });

  describe('PUT account-users-roles', () => {
    const rolesUrl = (userId: number, accountId = owner.accountId) =>
      `/users/account-user/account-users-roles?accountId=${accountId}&userId=${userId}`;
    const adminDefaultRole = async (name: string) => (await server.database.db.select({ id: appDefaultUserRoles.id })
      .from(appDefaultUserRoles).innerJoin(apps, eq(apps.id, appDefaultUserRoles.appId))
      .where(and(eq(apps.name, ADMIN_APP), eq(appDefaultUserRoles.roleName, name))))[0].id;

    it("replaces the member's roles in an instance, and the new flags apply", async () => {
      const developerRole = await adminDefaultRole('DEVELOPER');
      const res = await call('PUT', rolesUrl(plain.user.id), manager, [{ appInstanceId: owner.appInstanceId, defaultRoleIds: [developerRole] }]);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('User roles updated');
      const flags = await server.app.inject({
        method: 'GET', url: '/app/developerApp/userRolesPermissionList?appName=AdminApp', headers: plain.headers,
      });
      expect(flags.json().appUserRolesPermissions).toMatchObject({ view_apps: true });
      await call('PUT', rolesUrl(plain.user.id), manager, [{ appInstanceId: owner.appInstanceId }]);
      const held = await server.database.db.select().from(accountUserRoles).where(eq(accountUserRoles.accountUserId, plain.accountUserId));
      expect(held).toEqual([]);
    });

    it('refuses other accounts\' instances, unknown roles, granting all permissions without them, and one\'s own roles', async () => {
      const bad = await call('PUT', rolesUrl(plain.user.id), owner, [{ appInstanceId: stranger.appInstanceId }]);
      expect(bad.statusCode).toBe(400);
      expect((await call('PUT', rolesUrl(plain.user.id), owner, [{ appInstanceId: owner.appInstanceId, appInstanceRoleIds: [999999] }])).statusCode).toBe(400);
      const ownerRole = await adminDefaultRole('OWNER');
      expect((await call('PUT', rolesUrl(plain.user.id), manager, [{ appInstanceId: owner.appInstanceId, defaultRoleIds: [ownerRole] }])).statusCode).toBe(403);
      expect((await call('PUT', rolesUrl(manager.user.id), manager, [{ appInstanceId: owner.appInstanceId }])).statusCode).toBe(400);
      expect((await call('PUT', rolesUrl(plain.user.id), developer, [])).statusCode).toBe(403);
      expect((await call('PUT', rolesUrl(plain.user.id), owner, { appInstanceId: 1 })).statusCode).toBe(400);
    });
  });

  describe('DELETE account-user/{accountUserId}', () => {
    it('removes a member; the user no longer gets into the account', async () => {
      const leaving = await signedInMember(server, owner.accountId, 'USER');
      const res = await call('DELETE', `/users/account-user/${leaving.accountUserId}`, manager);
      expect(res.statusCode).toBe(200);
      expect(await membership(leaving.accountUserId)).toBeUndefined();
      expect((await call('GET', membersUrl(''), leaving)).statusCode).toBe(403);
    });

    it('answers 404 for another account\'s member, 400 for oneself, 403 without view_user', async () => {
      expect((await call('DELETE', `/users/account-user/${stranger.accountUserId}`, owner)).statusCode).toBe(404);
      expect((await call('DELETE', `/users/account-user/${manager.accountUserId}`, manager)).json().message).toBe(OWN_MEMBERSHIP);
      expect((await call('DELETE', `/users/account-user/${plain.accountUserId}`, developer)).statusCode).toBe(403);
      expect((await call('DELETE', '/users/account-user/abc', owner)).statusCode).toBe(400);
      expect(await membership(stranger.accountUserId)).toBeDefined();
    });
  });

  describe('GET users', () => {
    it("answers the account's user summaries, searchable and sorted", async () => {
      const res = await call('GET', `/users/account-user/users?accountId=${owner.accountId}&sort=id,desc&size=2`, owner);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.totalElements).toBe(4);
      expect(body.content[0]).toEqual({
        id: manager.user.id, firstName: manager.user.firstName, lastName: manager.user.lastName,
        username: manager.user.username, email: manager.user.email,
      });
      const found = (await call('GET', `/users/account-user/users?accountId=${owner.accountId}&query=${developer.user.lastName}`, owner)).json();
      expect(found.content.map((u: { id: number }) => u.id)).toEqual([developer.user.id]);
      expect((await call('GET', `/users/account-user/users?accountId=${owner.accountId}`, developer)).statusCode).toBe(403);
      expect((await call('GET', `/users/account-user/users?accountId=${owner.accountId}`, stranger)).statusCode).toBe(403);
      expect((await call('GET', `/users/account-user/users?accountId=x`, owner)).statusCode).toBe(400);
    });
  });
});

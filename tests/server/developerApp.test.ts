import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appInstances, apps } from '../../server/src/db/schema';
import { accountUserRoles, appDefaultUserRolePermissions, appDefaultUserRoles, appInstanceRolePermissions, appInstanceRoles, appPermissions } from '../../server/src/domains/roles/tables';
import { uiProperties } from '../../server/src/domains/uiTexts/tables';
import { ADMIN_UI_PROPERTIES } from '../../server/src/seed/platformCatalog';
import { startTestServer, type TestServer } from './harness';
import { bearerOnly, expiredHeaders, signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('developerApp service: permissions, roles, UI labels, parent app', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let developer: SignedIn;
  let user: SignedIn;
  let stranger: SignedInOwner;
  let adminAppId: number;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Flags Co');
    developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    user = await signedInMember(server, owner.accountId, 'USER');
    stranger = await signedInOwner(server, 'Elsewhere Co');
    [{ id: adminAppId }] = await server.database.db.select({ id: apps.id }).from(apps).where(eq(apps.name, 'AdminApp'));
  });
  afterAll(async () => { await server.close(); });

  const get = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers });
  const permissionsUrl = (c: SignedIn, appName = 'AdminApp') =>
    `/app/developerApp/userRolesPermissionList?accountUserId=${c.accountUserId}&appName=${appName}&accountId=${c.accountId}`;

  describe('GET /app/developerApp/userRolesPermissionList', () => {
    it('gives each user type its default flags in AdminApp', async () => {
      const ownerFlags = await get(permissionsUrl(owner), owner.headers);
      expect(ownerFlags.statusCode).toBe(200);
      expect(ownerFlags.json()).toEqual({ appUserRolesPermissions: { allpermissions: true }, appInstanceId: owner.appInstanceId, appId: adminAppId });

      const devFlags = (await get(permissionsUrl(developer), developer.headers)).json().appUserRolesPermissions;
      expect(devFlags).toMatchObject({ view_swagger: true, view_apps: true, add_app: true, delete_app: true, subscribe_connector: true, change_password: true });
      expect(devFlags.allpermissions).toBeUndefined();
      expect(devFlags.view_user).toBeUndefined();

      const userFlags = (await get(permissionsUrl(user), user.headers)).json().appUserRolesPermissions;
      expect(Object.keys(userFlags).sort()).toEqual([
        'change_password', 'edit_profile', 'security', 'view_marketplace_apps', 'view_myapps_apps', 'view_myapps_connectors', 'view_myapps_services',
      ]);
      expect(userFlags.view_swagger).toBeUndefined();
    });

    it('reads flags in another app from the account’s instance of it', async () => {
      const db = server.database.db;
      const [crm] = await db.insert(apps).values({ name: 'CRM', type: 'app', developerAccountId: stranger.accountId }).returning();
      const [perm] = await db.insert(appPermissions).values({ appId: crm.id, permissionName: 'view_leads' }).returning();
      const [role] = await db.insert(appDefaultUserRoles).values({ appId: crm.id, roleName: 'Sales', userType: 'USER' }).returning();
      await db.insert(appDefaultUserRolePermissions).values({ appDefaultUserRolesId: role.id, appPermissionId: perm.id });
      // No subscription yet: 404.
      expect((await get(permissionsUrl(user, 'CRM'), user.headers)).statusCode).toBe(404);
      const [instance] = await db.insert(appInstances).values({ accountId: owner.accountId, appId: crm.id, status: 'ACTIVE' }).returning();
      const res = await get(permissionsUrl(user, 'CRM'), user.headers);
      expect(res.json()).toEqual({ appUserRolesPermissions: { view_leads: true }, appInstanceId: instance.id, appId: crm.id });
      expect((await get(permissionsUrl(developer, 'CRM'), developer.headers)).json().appUserRolesPermissions).toEqual({});
      expect((await get(permissionsUrl(user, 'NoSuchApp'), user.headers)).statusCode).toBe(404);
    });

    it('refuses query ids that are not the caller’s membership, and other accounts', async () => {
      expect((await get(permissionsUrl({ ...owner, accountUserId: developer.accountUserId }), owner.headers)).statusCode).toBe(403);
      expect((await get(permissionsUrl({ ...owner, accountId: stranger.accountId }), owner.headers)).statusCode).toBe(403);
      // Headers naming an account the caller is not in.
      expect((await get(permissionsUrl(owner), { ...owner.headers, accountId: String(stranger.accountId) })).statusCode).toBe(403);
      expect((await get(permissionsUrl(owner), { ...owner.headers, accountUserId: String(developer.accountUserId) })).statusCode).toBe(403);
    });

    it('answers 400 on bad input and 401 without a valid token', async () => {
      expect((await get('/app/developerApp/userRolesPermissionList?accountId=x&appName=AdminApp', owner.headers)).statusCode).toBe(400);
      expect((await get('/app/developerApp/userRolesPermissionList', owner.headers)).statusCode).toBe(400);
      expect((await get(permissionsUrl(owner), {})).statusCode).toBe(401);
      expect((await get(permissionsUrl(owner), await expiredHeaders(server, owner))).statusCode).toBe(401);
    });
  });

  describe('GET /app/developerApp/accountUser-appInstance-role', () => {
    const rolesUrl = (accountUserId: number, appInstanceId: number) =>
      `/app/developerApp/accountUser-appInstance-role?accountUserId=${accountUserId}&appInstanceId=${appInstanceId}`;

    it('lists the default roles for the user type when none are assigned, else the assigned ones', async () => {
      const defaults = await get(rolesUrl(developer.accountUserId, owner.appInstanceId), owner.headers);
      expect(defaults.statusCode).toBe(200);
      expect(defaults.json()).toEqual([{ id: expect.any(Number), roleName: 'DEVELOPER', kind: 'default' }]);

      const db = server.database.db;
      const [role] = await db.insert(appInstanceRoles).values({ appInstanceId: owner.appInstanceId, appId: adminAppId, roleName: 'Auditor' }).returning();
      const [swagger] = await db.select().from(appPermissions).where(and(eq(appPermissions.appId, adminAppId), eq(appPermissions.permissionName, 'view_swagger')));
      await db.insert(appInstanceRolePermissions).values({ appInstanceRoleId: role.id, appInstanceId: owner.appInstanceId, appId: adminAppId, appPermissionId: swagger.id });
      await db.insert(accountUserRoles).values({ accountUserId: user.accountUserId, appInstanceId: owner.appInstanceId, appId: adminAppId, appInstanceRoleId: role.id });
      const assigned = await get(rolesUrl(user.accountUserId, owner.appInstanceId), user.headers);
      expect(assigned.json()).toEqual([{ id: role.id, roleName: 'Auditor', kind: 'instance' }]);
      // The assignment replaces the defaults in the flags too.
      const flags = (await get(permissionsUrl(user), user.headers)).json().appUserRolesPermissions;
      expect(flags).toEqual({ view_swagger: true });
    });

    it('answers 404 for another account’s user or instance, 400/401 on bad input', async () => {
      expect((await get(rolesUrl(stranger.accountUserId, owner.appInstanceId), owner.headers)).statusCode).toBe(404);
      expect((await get(rolesUrl(owner.accountUserId, stranger.appInstanceId), owner.headers)).statusCode).toBe(404);
      expect((await get(rolesUrl(owner.accountUserId, owner.appInstanceId), { ...stranger.headers })).statusCode).toBe(404);
      expect((await get(rolesUrl(owner.accountUserId, owner.appInstanceId), { ...stranger.headers, accountId: String(owner.accountId) })).statusCode).toBe(403);
      expect((await get('/app/developerApp/accountUser-appInstance-role?accountUserId=1', owner.headers)).statusCode).toBe(400);
      expect((await get(rolesUrl(owner.accountUserId, owner.appInstanceId), {})).statusCode).toBe(401);
      expect((await get(rolesUrl(owner.accountUserId, owner.appInstanceId), await expiredHeaders(server, owner))).statusCode).toBe(401);
    });
  });

  describe('GET /app/developerApp/properties/admin-ui-properties', () => {
    it('returns AdminApp’s labels in every locale', async () => {
      const res = await get('/app/developerApp/properties/admin-ui-properties?appName=AdminApp&useMongo=false', bearerOnly(user));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.totalElements).toBe(Object.keys(ADMIN_UI_PROPERTIES).length);
      const signOut = body.content.find((p: { propertyName: string }) => p.propertyName === 'shell.profile.signOut');
      expect(signOut).toMatchObject({ defaultValue: 'Sign Out', locale: { en: 'Sign Out', fr: 'Se déconnecter', sp: 'Cerrar sesión', jp: 'サインアウト', ch: '退出登录' } });
      const names = body.content.map((p: { propertyName: string }) => p.propertyName);
      expect(names).toEqual([...names].sort());
    });

    it('searches, sorts, accepts appId, and skips inactive properties', async () => {
      const search = (await get('/app/developerApp/properties/admin-ui-properties?appName=AdminApp&query=MENU.DATA', bearerOnly(user))).json();
      expect(search.content.map((p: { defaultValue: string }) => p.defaultValue)).toEqual(['Data Export', 'Data Migration']);
      const desc = (await get(`/app/developerApp/properties/admin-ui-properties?appId=${adminAppId}&sortfield=defaultValue&sortorder=desc`, bearerOnly(user))).json();
      expect(desc.content[0].defaultValue).toBe('Users');
      await server.database.db.update(uiProperties).set({ status: 'INACTIVE' }).where(eq(uiProperties.propertyName, 'shell.menu.users'));
      expect((await get('/app/developerApp/properties/admin-ui-properties', bearerOnly(user))).json().totalElements).toBe(Object.keys(ADMIN_UI_PROPERTIES).length - 1);
    });

    it('answers 404/400/401', async () => {
      expect((await get('/app/developerApp/properties/admin-ui-properties?appName=Nope', bearerOnly(user))).statusCode).toBe(404);
      expect((await get('/app/developerApp/properties/admin-ui-properties?sortfield=locale', bearerOnly(user))).statusCode).toBe(400);
      expect((await get('/app/developerApp/properties/admin-ui-properties', {})).statusCode).toBe(401);
      expect((await get('/app/developerApp/properties/admin-ui-properties', await expiredHeaders(server, user))).statusCode).toBe(401);
    });
  });

  describe('GET /app/developerApp/parent-app', () => {
    it('answers AdminApp’s id and name; 404/400/401 otherwise', async () => {
      const res = await get('/app/developerApp/parent-app?appName=AdminApp', bearerOnly(developer));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: adminAppId, name: 'AdminApp' });
      expect((await get('/app/developerApp/parent-app?appName=Missing', bearerOnly(developer))).statusCode).toBe(404);
      expect((await get('/app/developerApp/parent-app', bearerOnly(developer))).statusCode).toBe(400);
      expect((await get('/app/developerApp/parent-app?appName=AdminApp', {})).statusCode).toBe(401);
      expect((await get('/app/developerApp/parent-app?appName=AdminApp', await expiredHeaders(server, developer))).statusCode).toBe(401);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as schema from '../../server/src/db/schema';
import { uiProperties } from '../../server/src/domains/uiTexts/tables';
import { appDefaultUserRolePermissions, appDefaultUserRoles, appPermissions } from '../../server/src/domains/roles/tables';
import { findUserByUsername } from '../../server/src/core/userRecords';
import { verifyPassword } from '../../server/src/security/passwords';
import { bootstrapPlatform } from '../../server/src/seed/bootstrap';
import { ADMIN_APP_PERMISSIONS, ADMIN_UI_PROPERTIES } from '../../server/src/seed/platformCatalog';
import { DEMO_PASSWORD, DEMO_SIGN_IN_LINE } from '../../server/src/seed/demo';
import { seedOnStart } from '../../server/src/seed/start';
import { startTestServer, type TestServer } from './harness';
import { tokenHeaders } from './fixtures';

const { accounts, accountUsers, apps, appInstances, users } = schema;

describe('seeding', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  const db = () => server.database.db;
  async function counts() {
    const tables = { users, accounts, accountUsers, apps, appInstances, appPermissions, appDefaultUserRoles, appDefaultUserRolePermissions, uiProperties };
    const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await db().select({ n: count() }).from(table))[0].n] as const));
    return Object.fromEntries(entries);
  }

  describe('bootstrapPlatform', () => {
    it('creates AdminApp with its flags, default roles and labels', async () => {
      const [adminApp] = await db().select().from(apps).where(eq(apps.name, 'AdminApp'));
      expect(adminApp).toMatchObject({ type: 'app', status: 'ACTIVE', published: 'PUBLISHED' });
      const permissions = await db().select().from(appPermissions).where(eq(appPermissions.appId, adminApp.id));
      // Every flag of the catalog, no other.
      expect(permissions.map((p) => p.permissionName).sort()).toEqual(Object.keys(ADMIN_APP_PERMISSIONS).sort());
      expect(permissions.length).toBeGreaterThan(25);
      expect(permissions.find((p) => p.permissionName === 'view_swagger')?.displayLabel).toBe('View API Documents');
      expect(permissions.find((p) => p.permissionName === 'manage_roles')?.displayLabel).toBe('Manage roles');
      const roles = await db().select().from(appDefaultUserRoles).where(eq(appDefaultUserRoles.appId, adminApp.id));
      expect(roles.map((r) => `${r.roleName}/${r.userType}`).sort()).toEqual(['DEVELOPER/DEVELOPER', 'OWNER/OWNER', 'USER/USER']);
      const labels = await db().select().from(uiProperties).where(eq(uiProperties.appId, adminApp.id));
      // The platform's, and those the enabled plugin packages store (the example's own test checks its label).
      expect(labels).toHaveLength(Object.keys(ADMIN_UI_PROPERTIES).length);
      for (const label of labels) {
        expect(Object.keys(label.locale).sort()).toEqual(['ch', 'en', 'fr', 'jp', 'sp']);
        expect(label.defaultValue).toBe(label.locale.en);
      }
    });

    it('is idempotent and keeps administrators’ edits', async () => {
      await db().update(uiProperties).set({ defaultValue: 'Apps I use' }).where(eq(uiProperties.propertyName, 'shell.menu.myApps'));
      const [userRole] = await db().select().from(appDefaultUserRoles).where(eq(appDefaultUserRoles.roleName, 'USER'));
      const [security] = await db().select().from(appPermissions).where(eq(appPermissions.permissionName, 'security'));
      await db().delete(appDefaultUserRolePermissions).where(and(
        eq(appDefaultUserRolePermissions.appDefaultUserRolesId, userRole.id), eq(appDefaultUserRolePermissions.appPermissionId, security.id),
      ));
      const before = await counts();
      await bootstrapPlatform(db());
      await bootstrapPlatform(db());
      expect(await counts()).toEqual(before);
      const [label] = await db().select().from(uiProperties).where(eq(uiProperties.propertyName, 'shell.menu.myApps'));
      expect(label.defaultValue).toBe('Apps I use');
    });
  });

  describe('the demo platform', () => {
    let firstLines: string[];
    beforeAll(async () => { firstLines = await seedOnStart(db(), { demoSeed: true }); });

    it('prints how to sign in, on the first start and on later ones, without seeding twice', async () => {
      expect(firstLines).toEqual([DEMO_SIGN_IN_LINE]);
      expect(DEMO_SIGN_IN_LINE).toBe('Demo sign-in: owner@demo.local / Demo@1234 (owner); developer@demo.local / Demo@1234 (developer); user@demo.local / Demo@1234 (plain user)');
      const before = await counts();
      await bootstrapPlatform(db());
      expect(await seedOnStart(db(), { demoSeed: true })).toEqual([DEMO_SIGN_IN_LINE]);
      expect(await counts()).toEqual(before);
    });

    it('has named users with the demo password, and the two accounts with their members', async () => {
      const owner = (await findUserByUsername(db(), 'owner@demo.local'))!;
      expect(owner.firstName).not.toBe('');
      expect(owner.lastName).not.toBe('');
      expect(await verifyPassword(owner.passwordHash, DEMO_PASSWORD)).toBe(true);
      const memberships = await db().select({ businessName: accounts.businessName, username: users.username, userType: accountUsers.userType, isDefault: accountUsers.isDefault })
        .from(accountUsers).innerJoin(accounts, eq(accounts.id, accountUsers.accountId)).innerJoin(users, eq(users.id, accountUsers.userId))
        .orderBy(accountUsers.id);
      expect(memberships).toEqual([
        { businessName: 'Acme Corporation', username: 'owner@demo.local', userType: 'OWNER', isDefault: true },
        { businessName: 'Acme Corporation', username: 'developer@demo.local', userType: 'DEVELOPER', isDefault: false },
        { businessName: 'Acme Corporation', username: 'user@demo.local', userType: 'USER', isDefault: false },
        { businessName: 'Globex Industries', username: 'owner@demo.local', userType: 'OWNER', isDefault: false },
        { businessName: 'Globex Industries', username: 'user@demo.local', userType: 'USER', isDefault: false },
      ]);
      const [globex] = await db().select().from(accounts).where(eq(accounts.businessName, 'Globex Industries'));
      for (const field of ['billingEmail', 'billAddress', 'city', 'state', 'country', 'zipcode', 'contactPhone', 'description'] as const) {
        expect(globex[field], field).toBeTruthy();
      }
    });

    it('has Acme’s apps, its developer app subscribed ALLTIME, and Globex on Inventory Manager', async () => {
      const [acme] = await db().select().from(accounts).where(eq(accounts.businessName, 'Acme Corporation'));
      const [adminApp] = await db().select().from(apps).where(eq(apps.name, 'AdminApp'));
      const built = await db().select().from(apps).where(eq(apps.developerAccountId, acme.id)).orderBy(apps.id);
      expect(built.map((a) => [a.name, a.type, a.published])).toEqual([
        [`DeveloperApp_${acme.id}`, 'DeveloperApp', null], ['Inventory Manager', 'app', 'PUBLISHED'], ['Field Service', 'app', 'UNPUBLISHED'],
        ['Billing Service', 'service', 'PUBLISHED'], ['Slack Connector', 'connector', 'PUBLISHED'],
      ]);
      expect(built[0]).toMatchObject({ description: 'Developer App', parentAppId: adminApp.id, status: 'ACTIVE' });
      // Without PUBLIC_URL the server is at localhost:8080; the demo app opens at its landing page there.
      expect(built[1].accessUrl).toBe(`http://localhost:8080/demo-apps/${built[1].id}`);
      const subscriptions = await db().select({ account: accounts.businessName, app: apps.name, term: appInstances.subscriptionTerm })
        .from(appInstances).innerJoin(accounts, eq(accounts.id, appInstances.accountId)).innerJoin(apps, eq(apps.id, appInstances.appId))
        .where(eq(appInstances.status, 'ACTIVE')).orderBy(appInstances.id);
      expect(subscriptions.filter((s) => s.app !== 'AdminApp')).toEqual([
        { account: 'Acme Corporation', app: `DeveloperApp_${acme.id}`, term: 'ALLTIME' },
        { account: 'Globex Industries', app: 'Inventory Manager', term: 'Monthly' },
      ]);
    });

    it('gives the owner allpermissions, the developer view_swagger, the plain user neither', async () => {
      const [acme] = await db().select().from(accounts).where(eq(accounts.businessName, 'Acme Corporation'));
      const flagsOf = async (username: string) => {
        const user = (await findUserByUsername(db(), username))!;
        const [m] = await db().select().from(accountUsers).where(and(eq(accountUsers.accountId, acme.id), eq(accountUsers.userId, user.id)));
        const { headers } = await tokenHeaders(server, user, acme.id, m.id);
        const res = await server.app.inject({ method: 'GET', url: `/app/developerApp/userRolesPermissionList?appName=AdminApp&accountId=${acme.id}&accountUserId=${m.id}`, headers });
        return res.json().appUserRolesPermissions as Record<string, boolean>;
      };
      expect(await flagsOf('owner@demo.local')).toEqual({ allpermissions: true });
      const developer = await flagsOf('developer@demo.local');
      expect(developer.view_swagger).toBe(true);
      expect(developer.allpermissions).toBeUndefined();
      const user = await flagsOf('user@demo.local');
      expect(user.view_swagger).toBeUndefined();
      expect(user.allpermissions).toBeUndefined();
      expect(user.view_myapps_apps).toBe(true);
    });
  });

  describe('the ADMIN_USERNAME owner', () => {
    it('refuses a weak ADMIN_PASSWORD with a clear error', async () => {
      await expect(seedOnStart(db(), { demoSeed: false, adminUsername: 'weak@example.com', adminPassword: 'password' }))
        .rejects.toThrow(/ADMIN_PASSWORD is not accepted: Password must be at least 8 characters/);
      expect(await findUserByUsername(db(), 'weak@example.com')).toBeUndefined();
    });

    it('creates the owner once, with a default account named after them', async () => {
      const config = { demoSeed: false, adminUsername: 'root@example.com', adminPassword: 'Str0ng!Pass' };
      const lines = await seedOnStart(db(), config);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/root@example\.com/);
      expect(lines[0]).not.toMatch(/Str0ng/);
      const admin = (await findUserByUsername(db(), 'root@example.com'))!;
      expect(await verifyPassword(admin.passwordHash, 'Str0ng!Pass')).toBe(true);
      const owned = await db().select({ businessName: accounts.businessName, userType: accountUsers.userType, isDefault: accountUsers.isDefault })
        .from(accountUsers).innerJoin(accounts, eq(accounts.id, accountUsers.accountId)).where(eq(accountUsers.userId, admin.id));
      expect(owned).toEqual([{ businessName: 'root@example.com', userType: 'OWNER', isDefault: true }]);

      const before = await counts();
      const again = await seedOnStart(db(), { ...config, adminPassword: 'Other!Pass1' });
      expect(again[0]).toMatch(/already exists/);
      expect(await counts()).toEqual(before);
      expect(await verifyPassword((await findUserByUsername(db(), 'root@example.com'))!.passwordHash, 'Str0ng!Pass')).toBe(true);
    });
  });
});

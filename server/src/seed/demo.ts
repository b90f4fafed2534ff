// The demo platform (DESIGN §4 "Demo data"): an owner, a developer and a plain user, two accounts,
// a few apps/services/connectors built by Acme, and subscriptions. Seeded once (the demo owner's
// existence marks it); every start prints how to sign in.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { accountUsers, appInstances, apps } from '../db/schema';
import { appDefaultUserRolePermissions, appDefaultUserRoles, appPermissions } from '../domains/roles/api';
import { addMember, createAccount, type NewAccount } from '../domains/accounts/accountRecords';
import { createUser, findUserByUsername } from '../core/userRecords';
import { ADMIN_APP } from '../../../contract/appKinds';
import { withSeedLock, type Tx } from './bootstrap';
import { DEMO_APP_PATH } from '../domains/myApps';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_USERS = {
  owner: { username: 'owner@demo.local', firstName: 'Olivia', lastName: 'Owens' },
  developer: { username: 'developer@demo.local', firstName: 'Dev', lastName: 'Patel' },
  user: { username: 'user@demo.local', firstName: 'Uma', lastName: 'Fischer' },
};
export const DEMO_SIGN_IN_LINE = `Demo sign-in: ${DEMO_USERS.owner.username} / ${DEMO_PASSWORD} (owner); `
  + `${DEMO_USERS.developer.username} / ${DEMO_PASSWORD} (developer); ${DEMO_USERS.user.username} / ${DEMO_PASSWORD} (plain user)`;

const ACME: NewAccount = {
  businessName: 'Acme Corporation', billingEmail: 'billing@acme.example', billAddress: '100 Innovation Way',
  city: 'San Francisco', state: 'CA', country: 'United States', zipcode: '94105', contactPhone: '+1 415 555 0100',
  description: 'Builds business apps on the platform and runs its operations with them.', mode: 'Production', type: 'Business',
};
const GLOBEX: NewAccount = {
  businessName: 'Globex Industries', billingEmail: 'accounts@globex.example', billAddress: '42 Harbour Street',
  city: 'Manchester', state: 'Greater Manchester', country: 'United Kingdom', zipcode: 'M1 1AE', contactPhone: '+44 161 555 0199',
  description: 'A manufacturing group subscribing to inventory and field tools.', mode: 'Production', type: 'Business',
};

// A neutral tile, inline so nothing is fetched from the internet.
const DEVELOPER_APP_LOGO = 'data:image/svg+xml;base64,' + Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#3e82f7"/>'
  + '<path d="M24 22 14 32l10 10M40 22l10 10-10 10" stroke="#fff" stroke-width="5" fill="none"/></svg>',
).toString('base64');

/** publicUrl: where this server is reached; the demo app opens at its landing page there. */
export async function seedDemo(db: Db, publicUrl = 'http://localhost:8080'): Promise<string[]> {
  await withSeedLock(db, async (tx) => {
    if (await findUserByUsername(tx, DEMO_USERS.owner.username)) return;
    const demoUser = (u: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) => createUser(tx, { ...u, password: DEMO_PASSWORD, emailVerified: true });
    const owner = await demoUser(DEMO_USERS.owner);
    const developer = await demoUser(DEMO_USERS.developer);
    const user = await demoUser(DEMO_USERS.user);

    const { account: acme } = await createAccount(tx, owner.id, ACME);
    await tx.update(accountUsers).set({ isDefault: true }).where(and(eq(accountUsers.accountId, acme.id), eq(accountUsers.userId, owner.id)));
    await addMember(tx, acme.id, developer.id, 'DEVELOPER');
    await addMember(tx, acme.id, user.id, 'USER');
    const { account: globex } = await createAccount(tx, owner.id, GLOBEX);
    await addMember(tx, globex.id, user.id, 'USER');

    const [adminApp] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.name, ADMIN_APP));
    const built = { developerAccountId: acme.id, status: 'ACTIVE', userCreated: developer.id, userUpdated: developer.id };
    await tx.insert(apps).values([
      {
        ...built, name: `DeveloperApp_${acme.id}`, description: 'Developer App', type: 'DeveloperApp',
        logo: DEVELOPER_APP_LOGO, logoType: 'URL', parentAppId: adminApp.id, userCreated: owner.id, userUpdated: owner.id,
      },
      {
        ...built, name: 'Inventory Manager', type: 'app', published: 'PUBLISHED',
        description: '<p>Track stock levels, purchase orders and suppliers across warehouses.</p>', mode: 'Production',
      },
      { ...built, name: 'Field Service', type: 'app', published: 'UNPUBLISHED', description: '<p>Schedule technicians and track work orders.</p>' },
      { ...built, name: 'Billing Service', type: 'service', published: 'PUBLISHED', description: '<p>Invoices and payment collection as a service.</p>' },
      { ...built, name: 'Slack Connector', type: 'connector', published: 'PUBLISHED', description: '<p>Posts platform events to Slack channels.</p>' },
    ]).onConflictDoNothing();
    const appIds = new Map((await tx.select({ id: apps.id, name: apps.name }).from(apps)
      .where(inArray(apps.name, [`DeveloperApp_${acme.id}`, 'Inventory Manager']))).map((a) => [a.name, a.id]));

    const subscription = { status: 'ACTIVE', userCreated: owner.id, userUpdated: owner.id, environment: 'Production' };
    await tx.insert(appInstances).values([
      { ...subscription, accountId: acme.id, appId: appIds.get(`DeveloperApp_${acme.id}`)!, subscriptionTerm: 'ALLTIME', name: `DeveloperApp_${acme.id}`, type: 'DeveloperApp' },
      { ...subscription, accountId: globex.id, appId: appIds.get('Inventory Manager')!, subscriptionTerm: 'Monthly', subscriptionRenewalTerm: 'Monthly', name: 'Inventory Manager', type: 'app' },
    ]).onConflictDoNothing();
    const inventory = appIds.get('Inventory Manager')!;
    await tx.update(apps).set({ accessUrl: `${publicUrl}${DEMO_APP_PATH}/${inventory}` }).where(eq(apps.id, inventory));
    await seedInventoryRoles(tx, inventory, developer.id);
  });
  return [DEMO_SIGN_IN_LINE];
}

/** Inventory Manager's own flags and default roles, so every demo user has a role in a subscription. */
async function seedInventoryRoles(tx: Tx, appId: number, by: number): Promise<void> {
  const permissions = await tx.insert(appPermissions).values([
    { appId, permissionName: 'view_inventory', displayLabel: 'View inventory', userCreated: by, userUpdated: by },
    { appId, permissionName: 'edit_inventory', displayLabel: 'Edit inventory', userCreated: by, userUpdated: by },
  ]).onConflictDoNothing().returning({ id: appPermissions.id, name: appPermissions.permissionName });
  const ids = Object.fromEntries(permissions.map((p) => [p.name, p.id]));
  const roles = [
    { roleName: 'Inventory Manager', userType: 'OWNER', grants: ['view_inventory', 'edit_inventory'] },
    { roleName: 'Inventory Editor', userType: 'DEVELOPER', grants: ['view_inventory', 'edit_inventory'] },
    { roleName: 'Inventory Viewer', userType: 'USER', grants: ['view_inventory'] },
  ];
  for (const role of roles) {
    const [created] = await tx.insert(appDefaultUserRoles).values({ appId, roleName: role.roleName, userType: role.userType, userCreated: by, userUpdated: by })
      .returning({ id: appDefaultUserRoles.id });
    const links = role.grants.filter((g) => ids[g]).map((g) => ({ appDefaultUserRolesId: created.id, appPermissionId: ids[g], userCreated: by, userUpdated: by }));
    if (links.length > 0) await tx.insert(appDefaultUserRolePermissions).values(links);
  }
}

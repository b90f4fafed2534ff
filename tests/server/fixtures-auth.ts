// Helpers for the auth and manage suites: users, signing in over HTTP, accounts whose members hold
// chosen permission flags.
import { and, eq } from 'drizzle-orm';
import type { TestServer } from './harness';
import { appInstances, apps } from '../../server/src/db/schema';
import { accountUserRoles, appInstanceRolePermissions, appInstanceRoles, appPermissions } from '../../server/src/domains/roles/tables';
import { createUser, type User } from '../../server/src/core/userRecords';
import { ADMIN_APP } from '../../contract/appKinds';

export const PASSWORD = 'Str0ng!pass';

let counter = 0;
/** A fresh user with a unique username (the database lives for the whole test file). */
export async function newUser(server: TestServer, prefix = 'user', password = PASSWORD): Promise<User> {
  counter += 1;
  return createUser(server.app.platform.database.db, {
    username: `${prefix}${counter}@example.com`, password, firstName: `First${counter}`, lastName: `Last${counter}`,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function login(server: TestServer, username: string, password = PASSWORD) {
  return server.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
}

/** Signs in over HTTP and answers the token pair; the user must not use two-factor. */
export async function signIn(server: TestServer, user: User, password = PASSWORD) {
  const res = await login(server, user.username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().token as { accessToken: string; refreshToken: string };
}

/** Assigns the account user a custom AdminApp role holding exactly these flags. */
export async function grantFlags(server: TestServer, accountId: number, accountUserId: number, flags: string[]): Promise<void> {
  const { db } = server.app.platform.database;
  const [instance] = await db.select({ id: appInstances.id, appId: appInstances.appId }).from(appInstances)
    .innerJoin(apps, eq(apps.id, appInstances.appId))
    .where(and(eq(appInstances.accountId, accountId), eq(apps.name, ADMIN_APP)));
  const [role] = await db.insert(appInstanceRoles)
    .values({ appInstanceId: instance.id, appId: instance.appId, roleName: `role-${flags.join('-')}` }).returning();
  for (const flag of flags) {
    await db.insert(appPermissions).values({ appId: instance.appId, permissionName: flag }).onConflictDoNothing();
    const [permission] = await db.select({ id: appPermissions.id }).from(appPermissions)
      .where(and(eq(appPermissions.appId, instance.appId), eq(appPermissions.permissionName, flag)));
    await db.insert(appInstanceRolePermissions).values({
      appInstanceRoleId: role.id, appInstanceId: instance.id, appId: instance.appId, appPermissionId: permission.id,
    });
  }
  await db.insert(accountUserRoles).values({
    accountUserId, appInstanceId: instance.id, appId: instance.appId, appInstanceRoleId: role.id,
  });
}

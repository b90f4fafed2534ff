// Whose records the roles routes touch: an app's permissions and default roles are its developer
// account's (the caller's verified account, else 404; then the app kind's view or update flag, else
// 403); an instance's roles and members are the subscribing account's (else 404).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUsers, appInstances, apps, users } from '../../db/schema';
import { appDefaultUserRoles, appInstanceRoles, appPermissions } from './tables';
import { badRequest, notFound } from '../../http/errors';
import type { Tenant } from '../../security/guard';
import { accountInstance, developerApp, type Need, type OwnedApp } from '../developerPortal/api';

export type { Need };

export async function developerAppByName(db: Db, tenant: Pick<Tenant, 'accountId' | 'flags'>, name: string, need: Need): Promise<OwnedApp> {
  const [row] = await db.select({ id: apps.id }).from(apps).where(eq(apps.name, name));
  if (!row) throw notFound('App');
  return developerApp(db, tenant, row.id, need);
}

/** A permission of one of the caller's account's apps. */
export async function developerPermission(db: Db, tenant: Pick<Tenant, 'accountId' | 'flags'>, permissionId: number, need: Need) {
  const [row] = await db.select({ permission: appPermissions, developerAccountId: apps.developerAccountId })
    .from(appPermissions).innerJoin(apps, eq(apps.id, appPermissions.appId)).where(eq(appPermissions.id, permissionId));
  if (!row || row.developerAccountId !== tenant.accountId) throw notFound('Permission');
  const target = await developerApp(db, tenant, row.permission.appId, need);
  return { row: row.permission, target };
}

/** A default role of one of the caller's account's apps. */
export async function developerDefaultRole(db: Db, tenant: Pick<Tenant, 'accountId' | 'flags'>, roleId: number, need: Need) {
  const [row] = await db.select({ role: appDefaultUserRoles, developerAccountId: apps.developerAccountId })
    .from(appDefaultUserRoles).innerJoin(apps, eq(apps.id, appDefaultUserRoles.appId)).where(eq(appDefaultUserRoles.id, roleId));
  if (!row || row.developerAccountId !== tenant.accountId) throw notFound('Role');
  const app = await developerApp(db, tenant, row.role.appId, need);
  return { role: row.role, app };
}

export interface OwnInstance { id: number; appId: number }

/** One of the caller's account's app instances; a given appId must be its app. */
export async function ownInstance(db: Db, accountId: number, appInstanceId: number, appId?: number): Promise<OwnInstance> {
  const instance = await accountInstance(db, accountId, appInstanceId);
  if (appId !== undefined && appId !== instance.appId) throw badRequest("appId must be the app instance's app", { field: 'appId' });
  return instance;
}

/** A custom role of one of the caller's account's instances. */
export async function ownInstanceRole(db: Db, accountId: number, roleId: number, appInstanceId?: number) {
  const [row] = await db.select({ role: appInstanceRoles, accountId: appInstances.accountId })
    .from(appInstanceRoles).innerJoin(appInstances, eq(appInstances.id, appInstanceRoles.appInstanceId)).where(eq(appInstanceRoles.id, roleId));
  if (!row || row.accountId !== accountId) throw notFound('Role');
  const { role } = row;
  const instance: OwnInstance = { id: role.appInstanceId, appId: role.appId };
  if (appInstanceId !== undefined && appInstanceId !== instance.id) throw badRequest('The role is not one of this app instance', { field: 'appInstanceRoleId' });
  return { role, instance };
}

export interface OwnMember { accountUserId: number; userId: number; userType: string; firstName: string; lastName: string; email: string }

/** A member of the caller's account. */
export async function ownMember(db: Db, accountId: number, accountUserId: number): Promise<OwnMember> {
  const [member] = await db.select({
    accountUserId: accountUsers.id, userId: accountUsers.userId, userType: accountUsers.userType,
    firstName: users.firstName, lastName: users.lastName, email: users.email,
  }).from(accountUsers).innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.id, accountUserId), eq(accountUsers.accountId, accountId)));
  if (!member) throw notFound('Account user');
  return member;
}

export const memberName = (m: { firstName: string; lastName: string; email: string }) =>
  `${m.firstName} ${m.lastName}`.trim() || m.email;

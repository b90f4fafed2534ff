// Access requests (the bell's Grant and Deny items; the spec names the buttons but not the source).
// A member with no role in one of the account's app instances asks for access; every other active
// member who may manage users (view_user) gets an ACCESS_REQUEST notification whose key names the
// request (`{appInstanceId}:{accountUserId}`). The first answer, Grant or Deny, claims every copy
// of it (actionDatetime), and the requester is told the outcome.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accountUsers, appInstances, apps, users } from '../../db/schema';
import { notifications } from './tables';
import { accountUserRoles, appDefaultUserRoles } from '../roles/api';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { adminAppInstanceId, flagsFor, hasFlag } from '../../security/permissions';
import { notify } from './bus';
import { VIEW_USER } from '../../../../contract/usersFlags';

/** The user type whose default roles Grant assigns. */
const GRANTED_USER_TYPE = 'USER';

export const accessRequestKey = (appInstanceId: number, accountUserId: number) => `${appInstanceId}:${accountUserId}`;

function parseKey(key: string | null): { appInstanceId: number; accountUserId: number } {
  const match = /^(\d+):(\d+)$/.exec(key ?? '');
  if (!match) throw badRequest('This notification is not an access request');
  return { appInstanceId: Number(match[1]), accountUserId: Number(match[2]) };
}

async function instanceOf(db: Db, accountId: number, appInstanceId: number) {
  const [instance] = await db.select({ id: appInstances.id, appId: appInstances.appId, name: sql<string>`coalesce(${appInstances.name}, ${apps.name})` })
    .from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
    .where(and(eq(appInstances.id, appInstanceId), eq(appInstances.accountId, accountId)));
  if (!instance) throw notFound('App instance');
  return instance;
}

async function mayManageAccess(db: Db, accountId: number, membership: { id: number; userType: string }): Promise<boolean> {
  const adminInstance = await adminAppInstanceId(db, accountId);
  return !!adminInstance && hasFlag(await flagsFor(db, membership.id, membership.userType, adminInstance), VIEW_USER);
}

export interface Requester {
  accountId: number;
  accountUserId: number;
  userId: number;
  /** Whether the member already holds a role in the instance (assigned, or the app's default for their type). */
  holdsRole: (instance: { id: number; appId: number }) => Promise<boolean>;
}

/** Notifies the account's access managers; answers how many were notified. */
export async function requestAccess(db: Db, requester: Requester, appInstanceId: number): Promise<number> {
  const instance = await instanceOf(db, requester.accountId, appInstanceId);
  if (await requester.holdsRole(instance)) throw badRequest('You already have a role in this app');
  const key = accessRequestKey(instance.id, requester.accountUserId);
  const [pending] = await db.select({ id: notifications.id }).from(notifications).where(and(
    eq(notifications.type, 'ACCESS_REQUEST'), eq(notifications.key, key), eq(notifications.accountId, requester.accountId),
    isNull(notifications.actionDatetime),
  )).limit(1);
  if (pending) throw conflict('Your access request is already pending');

  const [who] = await db.select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users).where(eq(users.id, requester.userId));
  const members = await db.select({ id: accountUsers.id, userId: accountUsers.userId, userType: accountUsers.userType })
    .from(accountUsers).where(and(
      eq(accountUsers.accountId, requester.accountId), eq(accountUsers.status, 'ACTIVE'), ne(accountUsers.id, requester.accountUserId),
    ));
  const managers = [];
  for (const member of members) if (await mayManageAccess(db, requester.accountId, member)) managers.push(member);
  if (managers.length === 0) throw badRequest('No one in this account can grant access');
  const name = `${who.firstName} ${who.lastName}`.trim() || who.username;
  for (const manager of managers) {
    await notify(db, {
      userId: manager.userId, accountId: requester.accountId, type: 'ACCESS_REQUEST', key,
      message: `${name} (${who.username}) requests access to ${instance.name}`,
    });
  }
  return managers.length;
}

export type AccessAnswer = 'GRANT' | 'DENY';

/**
 * Answers the access request behind the caller's notification. Only a member who may manage
 * access in that account answers; the first answer wins (a second one is a 400).
 */
export async function answerAccessRequest(db: Db, callerId: number, notificationId: number, answer: AccessAnswer): Promise<void> {
  const [own] = await db.select().from(notifications).where(and(
    eq(notifications.id, notificationId), eq(notifications.userId, callerId), eq(notifications.type, 'ACCESS_REQUEST'),
  ));
  if (!own || own.accountId === null) throw notFound('Access request');
  const accountId = own.accountId;
  const [caller] = await db.select({ id: accountUsers.id, userType: accountUsers.userType }).from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, callerId), eq(accountUsers.status, 'ACTIVE')));
  if (!caller || !(await mayManageAccess(db, accountId, caller))) throw forbidden();
  const { appInstanceId, accountUserId } = parseKey(own.key);
  const instance = await instanceOf(db, accountId, appInstanceId);
  const [requester] = await db.select({ id: accountUsers.id, userId: accountUsers.userId })
    .from(accountUsers).where(and(eq(accountUsers.id, accountUserId), eq(accountUsers.accountId, accountId)));
  if (!requester) throw notFound('Account user');

  await db.transaction(async (tx) => {
    const claimed = await tx.update(notifications).set({ actionDatetime: sql`now()`, readDatetime: sql`coalesce(${notifications.readDatetime}, now())` })
      .where(and(
        eq(notifications.type, 'ACCESS_REQUEST'), eq(notifications.key, own.key!), eq(notifications.accountId, accountId),
        isNull(notifications.actionDatetime),
      )).returning({ id: notifications.id });
    if (claimed.length === 0) throw badRequest('This access request has already been answered');
    if (answer === 'GRANT') await grantDefaultRoles(tx, requester.id, instance, callerId);
  });
  await notify(db, {
    userId: requester.userId, accountId, type: 'INFO',
    message: answer === 'GRANT' ? `Your access to ${instance.name} was granted` : `Your request for access to ${instance.name} was declined`,
  });

}

/**
 * Assigns the app's default roles for plain users: the requester holds none of the app's roles,
 * so the app has no default role for their own type, and the least-privileged type is the safe grant.
 */
async function grantDefaultRoles(db: Db, requesterId: number, instance: { id: number; appId: number }, by: number): Promise<void> {
  const granted = await db.select({ id: appDefaultUserRoles.id }).from(appDefaultUserRoles)
    .where(and(eq(appDefaultUserRoles.appId, instance.appId), eq(appDefaultUserRoles.userType, GRANTED_USER_TYPE)))
    .orderBy(asc(appDefaultUserRoles.id));
  if (granted.length === 0) throw badRequest('This app has no default role to grant; assign a role in Users');
  await db.insert(accountUserRoles).values(granted.map((role) => ({
    accountUserId: requesterId, appInstanceId: instance.id, appId: instance.appId, appDefaultUserRoleId: role.id,
    userCreated: by, userUpdated: by,
  })));
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appInstances, apps } from '../../server/src/db/schema';
import { notifications } from '../../server/src/domains/notifications/tables';
import { accountUserRoles, appDefaultUserRoles } from '../../server/src/domains/roles/tables';
import { startTestServer, type TestServer } from './harness';
import { bearerOnly, signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

describe('auth service: access requests', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let developer: SignedIn;
  let plainUser: SignedIn;
  let stranger: SignedInOwner;
  let instanceId: number;
  let userRoleId: number;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedInOwner(server, 'Granting Co');
    developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    plainUser = await signedInMember(server, owner.accountId, 'USER');
    stranger = await signedInOwner(server, 'Stranger Co');
    const db = server.database.db;
    // An app with a default role for plain users only: its developers hold no role in it.
    const [app] = await db.insert(apps).values({ name: 'Field Kit', type: 'app' }).returning();
    const [role] = await db.insert(appDefaultUserRoles).values({ appId: app.id, roleName: 'Field Viewer', userType: 'USER' }).returning();
    userRoleId = role.id;
    const [instance] = await db.insert(appInstances).values({ accountId: owner.accountId, appId: app.id, name: 'Field Kit' }).returning();
    instanceId = instance.id;
  });
  afterAll(async () => { await server.close(); });
  beforeEach(async () => {
    await server.database.db.delete(notifications);
    await server.database.db.delete(accountUserRoles).where(eq(accountUserRoles.appInstanceId, instanceId));
  });

  const requestAccess = (caller: SignedIn, appInstanceId = instanceId) =>
    server.app.inject({ method: 'POST', url: '/auth/access-request', headers: caller.headers, payload: { appInstanceId } });
  const answer = (caller: SignedIn, verb: 'grant' | 'deny', notificationId: number) =>
    server.app.inject({ method: 'PUT', url: `/auth/access-request/${verb}?notificationId=${notificationId}`, headers: bearerOnly(caller) });
  const notificationsOf = (userId: number) =>
    server.database.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('notifies the members who manage users, and no one else', async () => {
    const res = await requestAccess(developer);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Access request sent');
    const [toOwner] = await notificationsOf(owner.user.id);
    expect(toOwner).toMatchObject({
      type: 'ACCESS_REQUEST', accountId: owner.accountId, key: `${instanceId}:${developer.accountUserId}`, actionDatetime: null,
    });
    expect(toOwner.message).toContain('requests access to Field Kit');
    expect(await notificationsOf(plainUser.user.id)).toHaveLength(0);
    expect(await notificationsOf(developer.user.id)).toHaveLength(0);
  });

  it('refuses a second pending request, a member who holds a role, another account\'s instance and bad input', async () => {
    await requestAccess(developer);
    const again = await requestAccess(developer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your access request is already pending');
    const holder = await requestAccess(plainUser); // plain users hold the app's default role
    expect(holder.statusCode).toBe(400);
    expect(holder.json().message).toBe('You already have a role in this app');
    expect((await requestAccess(stranger)).statusCode).toBe(404);
    const bad = await server.app.inject({ method: 'POST', url: '/auth/access-request', headers: developer.headers, payload: { appInstanceId: 'x' } });
    expect(bad.statusCode).toBe(400);
    const otherAccount = await server.app.inject({
      method: 'POST', url: '/auth/access-request', headers: { ...developer.headers, accountId: String(stranger.accountId) }, payload: { appInstanceId: instanceId },
    });
    expect(otherAccount.statusCode).toBe(403);
  });

  it('Grant assigns the plain users\' default role, closes the request and tells the requester', async () => {
    await requestAccess(developer);
    const [request] = await notificationsOf(owner.user.id);
    const res = await answer(owner, 'grant', request.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Access granted');
    const roles = await server.database.db.select().from(accountUserRoles)
      .where(and(eq(accountUserRoles.accountUserId, developer.accountUserId), eq(accountUserRoles.appInstanceId, instanceId)));
    expect(roles.map((r) => r.appDefaultUserRoleId)).toEqual([userRoleId]);
    const [closed] = await notificationsOf(owner.user.id);
    expect(closed.actionDatetime).not.toBeNull();
    const [told] = await notificationsOf(developer.user.id);
    expect(told).toMatchObject({ type: 'INFO', message: 'Your access to Field Kit was granted' });
    const twice = await answer(owner, 'deny', request.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('This access request has already been answered');
  });

  it('Deny assigns nothing and tells the requester', async () => {
    await requestAccess(developer);
    const [request] = await notificationsOf(owner.user.id);
    const res = await answer(owner, 'deny', request.id);
    expect(res.json().message).toBe('Access request declined');
    expect(await server.database.db.select().from(accountUserRoles).where(eq(accountUserRoles.accountUserId, developer.accountUserId))).toHaveLength(0);
    const [told] = await notificationsOf(developer.user.id);
    expect(told.message).toBe('Your request for access to Field Kit was declined');
  });

  it('answers 404 for another user\'s notification or a notification that is no request, 400 for a bad id', async () => {
    await requestAccess(developer);
    const [request] = await notificationsOf(owner.user.id);
    expect((await answer(stranger, 'grant', request.id)).statusCode).toBe(404);
    const [info] = await server.database.db.insert(notifications).values({ userId: owner.user.id, message: 'hello', type: 'INFO' }).returning();
    expect((await answer(owner, 'grant', info.id)).statusCode).toBe(404);
    const bad = await server.app.inject({ method: 'PUT', url: '/auth/access-request/grant?notificationId=0', headers: bearerOnly(owner) });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 403 when the recipient no longer manages users there', async () => {
    await requestAccess(developer);
    const [request] = await notificationsOf(owner.user.id);
    // The same request reaching a plain member (e.g. one who lost view_user since).
    const [copy] = await server.database.db.insert(notifications)
      .values({ userId: plainUser.user.id, accountId: owner.accountId, type: 'ACCESS_REQUEST', key: request.key, message: request.message }).returning();
    expect((await answer(plainUser, 'grant', copy.id)).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { accountUsers, appInstances, apps, mailOutbox, users } from '../../server/src/db/schema';
import { notifications } from '../../server/src/domains/notifications/tables';
import { accountUserRoles, appInstanceRoles } from '../../server/src/domains/roles/tables';
import { userInvitations } from '../../server/src/domains/users/tables';
import { INVITATION_NOT_FOUND } from '../../server/src/domains/users/invitations';
import { loadConfig } from '../../server/src/config';
import { INVITE_RATE_LIMIT } from '../../server/src/domains/users/routes/inviteUser';
import { startTestServer, type TestServer } from './harness';
import { newUser, signedInMember, signedInOwner, tokenHeaders, type SignedIn, type SignedInOwner } from './fixtures';
import { grantFlags } from './fixtures-auth';

const DAY_MS = 24 * 3600 * 1000;

describe('invitations: invite-user, the Users page list, accept and resend', () => {
  let server: TestServer;
  let owner: SignedInOwner;
  let developer: SignedIn;
  let manager: SignedIn; // USER holding view_user
  let stranger: SignedInOwner;

  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://console.example', invitationTtlDays: 3 });
    owner = await signedInOwner(server, 'Inviting Co');
    developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    manager = await signedInMember(server, owner.accountId, 'USER');
    await grantFlags(server, owner.accountId, manager.accountUserId, ['view_user']);
    stranger = await signedInOwner(server, 'Stranger Co');
  });
  afterAll(async () => { await server.close(); });

  const db = () => server.database.db;
  const invite = (who: SignedIn, body: Record<string, unknown>) => server.app.inject({
    method: 'POST', url: '/auth/invite-user', headers: who.headers,
    payload: { fromAccountId: who.accountId, fromUserId: who.user.id, userType: 'USER', roleName: 'USER', ...body },
  });
  const put = (path: string, key: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'PUT', url: `/users/${path}?key=${encodeURIComponent(key)}`, headers });
  const lastMailTo = async (address: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.id)).limit(1))[0];
  const keyOf = (mailText: string) => new URL(/https:\/\/\S+/.exec(mailText)![0]).searchParams.get('key')!;
  const invitationOf = async (key: string) => (await db().select().from(userInvitations).where(eq(userInvitations.key, key)))[0];
  const expire = (key: string) => db().update(userInvitations).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(userInvitations.key, key));
  const signedInAs = async (user: { id: number; username: string }) =>
    (await server.app.platform.tokens.issue(user.id, user.username)).accessToken;

  describe('POST /auth/invite-user', () => {
    it('stores the invitation, mails the accept link and notifies an existing user', async () => {
      const invitee = await newUser(server, 'invitee');
      const res = await invite(manager, { toEmail: ` ${invitee.email.toUpperCase()} `, userType: 'DEVELOPER', roleName: 'DEVELOPER' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ message: `Invitation sent to ${invitee.email.toUpperCase()}`, data: { state: 'PENDING', userType: 'DEVELOPER' } });
      expect(res.json().data.key).toBeUndefined();

      const mail = await lastMailTo(invitee.email.toUpperCase());
      expect(mail.subject).toBe('Invitation to join Inviting Co');
      expect(mail.text).toMatch(/https:\/\/console\.example\/admin\/auth\/accept-invite\?key=[A-Za-z0-9_-]{43}\b/);
      const key = keyOf(mail.text);
      // The address rides in the fragment (never sent to a server), to prefill the registration form.
      expect(new URL(/https:\/\/\S+/.exec(mail.text)![0]).hash).toBe(`#email=${encodeURIComponent(invitee.email.toUpperCase())}`);
      const stored = await invitationOf(key);
      expect(stored).toMatchObject({ accountId: owner.accountId, userType: 'DEVELOPER', invitedBy: manager.user.id, status: 'PENDING' });
      expect(Math.abs(stored.expiresAt.getTime() - Date.now() - 3 * DAY_MS)).toBeLessThan(60_000);
      const [bell] = await db().select().from(notifications).where(eq(notifications.key, key));
      expect(bell).toMatchObject({ userId: invitee.id, type: 'INVITATION', accountId: owner.accountId, actionDatetime: null });
    });

    it('mails a new address without a bell item, and a new invitation replaces the open one', async () => {
      const first = await invite(owner, { toEmail: 'newcomer@example.org' });
      const firstKey = keyOf((await lastMailTo('newcomer@example.org')).text);
      expect(first.statusCode).toBe(201);
      expect(await db().select().from(notifications).where(eq(notifications.key, firstKey))).toEqual([]);
      await invite(owner, { toEmail: 'newcomer@example.org' });
      expect((await invitationOf(firstKey)).status).toBe('DELETED');
      expect((await put('accept-invitation', firstKey)).json().message).toBe(INVITATION_NOT_FOUND);
    });

    it('answers 400 to bad input', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ toEmail: 'not-an-email' }, /valid email/],
        [{ toEmail: '' }, /toEmail/],
        [{ toEmail: 'a@b.example', userType: 'ADMIN' }, /userType/],
        [{ toEmail: 'a@b.example', roleId: 999999 }, /AdminApp/],
        [{ toEmail: 'a@b.example', appRoles: [{ appInstanceId: stranger.appInstanceId }] }, /not one of this account's/],
        [{ toEmail: developer.user.email }, /already a user of this account/],
      ];
      for (const [body, message] of cases) {
        const res = await invite(owner, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    });

    it('needs view_user in the account it names, and allpermissions to invite an owner', async () => {
      expect((await invite(developer, { toEmail: 'x@example.org' })).statusCode).toBe(403);
      const other = await server.app.inject({
        method: 'POST', url: '/auth/invite-user', headers: owner.headers,
        payload: { toEmail: 'x@example.org', fromAccountId: stranger.accountId, fromUserId: owner.user.id, userType: 'USER' },
      });
      expect(other.statusCode).toBe(403);
      const spoofed = await invite(owner, { toEmail: 'x@example.org', fromUserId: manager.user.id });
      expect(spoofed.statusCode).toBe(403);
      expect((await invite(manager, { toEmail: 'boss@example.org', userType: 'OWNER' })).statusCode).toBe(403);
      expect((await invite(owner, { toEmail: 'boss@example.org', userType: 'OWNER' })).statusCode).toBe(201);
      const anonymous = await server.app.inject({
        method: 'POST', url: '/auth/invite-user',
        payload: { toEmail: 'x@example.org', fromAccountId: owner.accountId, fromUserId: owner.user.id, userType: 'USER' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('PUT /users/accept-invitation', () => {
    it('makes the signed-in invitee a member with the invited type and roles, once', async () => {
      const invitee = await newUser(server, 'joiner');
      const [instance] = await db().select().from(appInstances).where(eq(appInstances.id, owner.appInstanceId));
      const [role] = await db().insert(appInstanceRoles)
        .values({ appInstanceId: instance.id, appId: instance.appId, roleName: 'Auditor' }).returning();
      await invite(owner, { toEmail: invitee.username, userType: 'DEVELOPER', roleId: role.id, roleName: 'Auditor' });
      const key = keyOf((await lastMailTo(invitee.username)).text);

      const res = await put('accept-invitation', key, { authorization: `Bearer ${await signedInAs(invitee)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'ACCEPTED', accountId: owner.accountId });
      const [member] = await db().select().from(accountUsers)
        .where(and(eq(accountUsers.accountId, owner.accountId), eq(accountUsers.userId, invitee.id)));
      expect(member).toMatchObject({ userType: 'DEVELOPER', status: 'ACTIVE' });
      const roles = await db().select().from(accountUserRoles).where(eq(accountUserRoles.accountUserId, member.id));
      expect(roles.map((r) => r.appInstanceRoleId)).toEqual([role.id]);
      const [bell] = await db().select().from(notifications).where(eq(notifications.key, key));
      expect(bell.actionDatetime).not.toBeNull();

      // The key is single-use.
      const again = await put('accept-invitation', key, { authorization: `Bearer ${await signedInAs(invitee)}` });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(INVITATION_NOT_FOUND);
    });

    it('two concurrent accepts create one membership', async () => {
      const invitee = await newUser(server, 'racer');
      await invite(owner, { toEmail: invitee.username });
      const key = keyOf((await lastMailTo(invitee.username)).text);
      const headers = { authorization: `Bearer ${await signedInAs(invitee)}` };
      const answers = await Promise.all([put('accept-invitation', key, headers), put('accept-invitation', key, headers)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(INVITATION_NOT_FOUND);
      const members = await db().select().from(accountUsers)
        .where(and(eq(accountUsers.accountId, owner.accountId), eq(accountUsers.userId, invitee.id)));
      expect(members).toHaveLength(1);
    });

    it('sends a stranger or nobody to sign in, and an unknown address to register', async () => {
      const invitee = await newUser(server, 'later');
      await invite(owner, { toEmail: invitee.username });
      const key = keyOf((await lastMailTo(invitee.username)).text);
      expect((await put('accept-invitation', key)).json()).toMatchObject({ outcome: 'SIGN_IN' });
      expect((await put('accept-invitation', key, { authorization: `Bearer ${await signedInAs(stranger.user)}` })).json())
        .toMatchObject({ outcome: 'SIGN_IN' });
      // A token that cannot be verified is refused, so the console refreshes it rather than forgetting its user.
      const stale = await put('accept-invitation', key, { authorization: 'Bearer not-a-token' });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().error).toBe('invalid_token');
      expect((await invitationOf(key)).status).toBe('PENDING');

      await invite(owner, { toEmail: 'nobody-yet@example.org' });
      const newKey = keyOf((await lastMailTo('nobody-yet@example.org')).text);
      expect((await put('accept-invitation', newKey)).json()).toMatchObject({ outcome: 'REGISTER' });
    });

    it('binds the key to the invited address: an unverified holder of that address cannot take it', async () => {
      const invitee = await newUser(server, 'unproven');
      await db().update(users).set({ emailVerified: false }).where(eq(users.id, invitee.id));
      await invite(owner, { toEmail: invitee.username });
      const key = keyOf((await lastMailTo(invitee.username)).text);
      const res = await put('accept-invitation', key, { authorization: `Bearer ${await signedInAs(invitee)}` });
      expect(res.json()).toMatchObject({ outcome: 'SIGN_IN' });
      expect((await invitationOf(key)).status).toBe('PENDING');
    });

    it('answers 400 for expired, deleted, unknown and missing keys', async () => {
      const invitee = await newUser(server, 'late');
      await invite(owner, { toEmail: invitee.username });
      const key = keyOf((await lastMailTo(invitee.username)).text);
      await expire(key);
      const expired = await put('accept-invitation', key, { authorization: `Bearer ${await signedInAs(invitee)}` });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toContain('expired');

      const { id } = await invitationOf(key);
      expect((await server.app.inject({ method: 'DELETE', url: `/users/account-user/userinvitation/${id}`, headers: owner.headers })).statusCode).toBe(200);
      expect((await put('accept-invitation', key)).json().message).toBe(INVITATION_NOT_FOUND);
      expect((await put('accept-invitation', 'made-up-key')).json().message).toBe(INVITATION_NOT_FOUND);
      expect((await server.app.inject({ method: 'PUT', url: '/users/accept-invitation' })).statusCode).toBe(400);
    });
  });

  describe('asking for and resending an expired invitation', () => {
    it('notifies and mails the inviter once; the inviter renews it (same key) and the invitee can accept', async () => {
      const invitee = await newUser(server, 'expired');
      await invite(manager, { toEmail: invitee.username });
      const key = keyOf((await lastMailTo(invitee.username)).text);
      expect((await put('resend-invitation-request', key)).statusCode).toBe(400); // still valid
      await expire(key);

      const asked = await put('resend-invitation-request', key);
      expect(asked.statusCode).toBe(200);
      expect(asked.json().message).toBe('A new invitation has been requested');
      await put('resend-invitation-request', key);
      const requests = await db().select().from(notifications).where(and(eq(notifications.key, key), eq(notifications.type, 'RESEND_REQUEST')));
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ userId: manager.user.id, accountId: owner.accountId });
      expect((await lastMailTo(manager.user.email)).text).toContain(`https://console.example/admin/auth/resend-invite?key=${key}`);

      // Only a holder of view_user in the invitation's account resends it.
      expect((await put('resend-invitation', key)).statusCode).toBe(401);
      expect((await put('resend-invitation', key, { authorization: `Bearer ${await signedInAs(stranger.user)}` })).statusCode).toBe(404);
      expect((await put('resend-invitation', key, { authorization: `Bearer ${await signedInAs(developer.user)}` })).statusCode).toBe(403);

      const resent = await put('resend-invitation', key, { authorization: `Bearer ${await signedInAs(manager.user)}` });
      expect(resent.statusCode).toBe(200);
      expect(resent.json().message).toBe(`Invitation resent to ${invitee.username}`);
      expect((await invitationOf(key)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 2 * DAY_MS);
      expect((await db().select().from(notifications).where(eq(notifications.id, requests[0].id)))[0].actionDatetime).not.toBeNull();
      expect(keyOf((await lastMailTo(invitee.username)).text)).toBe(key);

      const accepted = await put('accept-invitation', key, { authorization: `Bearer ${await signedInAs(invitee)}` });
      expect(accepted.json().outcome).toBe('ACCEPTED');
      expect((await put('resend-invitation', key, { authorization: `Bearer ${await signedInAs(manager.user)}` })).json().message)
        .toBe(INVITATION_NOT_FOUND);
      expect((await put('resend-invitation-request', key)).json().message).toBe(INVITATION_NOT_FOUND);
    });
  });

  describe('the Users page: invite-users, userinvitation, invite-roles', () => {
    it('lists invitations with their state, filtered, without their keys', async () => {
      const listUrl = (query: string) => `/users/account-user/invite-users?accountId=${owner.accountId}&${query}`;
      await invite(owner, { toEmail: 'stale@example.org' });
      await expire(keyOf((await lastMailTo('stale@example.org')).text));
      const all = await server.app.inject({ method: 'GET', url: listUrl('size=100'), headers: manager.headers });
      expect(all.statusCode).toBe(200);
      const states = new Set(all.json().content.map((i: { state: string }) => i.state));
      expect(states).toEqual(new Set(['PENDING', 'ACCEPTED', 'EXPIRED', 'DELETED']));
      expect(JSON.stringify(all.json())).not.toContain('"key"');
      const expired = (await server.app.inject({ method: 'GET', url: listUrl('type=EXPIRED&query=stale'), headers: owner.headers })).json();
      expect(expired).toMatchObject({ totalElements: 1, content: [{ email: 'stale@example.org', state: 'EXPIRED' }] });
      const sorted = (await server.app.inject({ method: 'GET', url: listUrl('sort=email,asc&size=2'), headers: owner.headers })).json();
      expect(sorted.content[0].email <= sorted.content[1].email).toBe(true);
      expect((await server.app.inject({ method: 'GET', url: listUrl('type=LOST'), headers: owner.headers })).statusCode).toBe(400);
      expect((await server.app.inject({ method: 'GET', url: listUrl(''), headers: developer.headers })).statusCode).toBe(403);
      expect((await server.app.inject({ method: 'GET', url: listUrl(''), headers: stranger.headers })).statusCode).toBe(403);
    });

    it('deletes a pending invitation of the account only', async () => {
      await invite(owner, { toEmail: 'drop@example.org' });
      const { id } = await invitationOf(keyOf((await lastMailTo('drop@example.org')).text));
      const del = (who: SignedIn) => server.app.inject({ method: 'DELETE', url: `/users/account-user/userinvitation/${id}`, headers: who.headers });
      expect((await del(stranger)).statusCode).toBe(404);
      expect((await del(developer)).statusCode).toBe(403);
      const res = await del(manager);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('User invitation deleted');
      const [accepted] = await db().select({ id: userInvitations.id }).from(userInvitations).where(eq(userInvitations.status, 'ACCEPTED')).limit(1);
      const refused = await server.app.inject({ method: 'DELETE', url: `/users/account-user/userinvitation/${accepted.id}`, headers: owner.headers });
      expect(refused.statusCode).toBe(400);
    });

    it('resends a pending invitation and renews an expired one from the list, with the same link', async () => {
      await invite(owner, { toEmail: 'again@example.org' });
      const key = keyOf((await lastMailTo('again@example.org')).text);
      const { id } = await invitationOf(key);
      await expire(key);
      const mailsBefore = (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'again@example.org'))).length;
      const resend = (who: SignedIn, invitationId = id) =>
        server.app.inject({ method: 'PUT', url: `/users/account-user/userinvitation/${invitationId}/resend`, headers: who.headers });
      expect((await resend(stranger)).statusCode).toBe(404);
      expect((await resend(developer)).statusCode).toBe(403);
      const res = await resend(manager);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Invitation resent to again@example.org');
      expect((await invitationOf(key)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 2 * DAY_MS);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'again@example.org'));
      expect(mails).toHaveLength(mailsBefore + 1);
      expect(keyOf((await lastMailTo('again@example.org')).text)).toBe(key);
      // Deleted or accepted: nothing to resend.
      await server.app.inject({ method: 'DELETE', url: `/users/account-user/userinvitation/${id}`, headers: owner.headers });
      expect((await resend(owner)).statusCode).toBe(404);
      const [accepted] = await db().select({ id: userInvitations.id }).from(userInvitations).where(eq(userInvitations.status, 'ACCEPTED')).limit(1);
      expect((await resend(owner, accepted.id)).json().message).toBe('Only a pending or expired invitation can be resent');
    });

    it('offers the role choices per app instance, AdminApp first, and not the developer portal\'s app', async () => {
      // The account's developer portal subscription has no roles: it is not offered.
      const [portal] = await db().insert(apps).values({ name: `DeveloperApp_${owner.accountId}`, type: 'DeveloperApp', developerAccountId: owner.accountId }).returning();
      await db().insert(appInstances).values({ accountId: owner.accountId, appId: portal.id, status: 'ACTIVE', subscriptionTerm: 'ALLTIME' });
      const res = await server.app.inject({ method: 'GET', url: `/users/account-user/invite-roles?accountId=${owner.accountId}`, headers: manager.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((i: { appName: string }) => i.appName)).not.toContain(portal.name);
      const [adminApp] = res.json();
      expect(adminApp).toMatchObject({ appInstanceId: owner.appInstanceId, appName: 'AdminApp', isAdminApp: true });
      expect(adminApp.roles.map((r: { roleName: string }) => r.roleName)).toEqual(expect.arrayContaining(['OWNER', 'DEVELOPER', 'USER', 'Auditor']));
      expect((await server.app.inject({ method: 'GET', url: `/users/account-user/invite-roles?accountId=${owner.accountId}`, headers: developer.headers })).statusCode).toBe(403);
    });
  });

  it('limits invitations per session', async () => {
    const busy = await signedInOwner(server, 'Busy Co');
    const session = { ...busy, ...(await tokenHeaders(server, busy.user, busy.accountId, busy.accountUserId)) };
    const answers: number[] = [];
    for (let i = 0; i <= INVITE_RATE_LIMIT; i++) answers.push((await invite(session, { toEmail: `bulk${i}@example.org` })).statusCode);
    expect(answers.slice(0, INVITE_RATE_LIMIT).every((s) => s === 201)).toBe(true);
    expect(answers[INVITE_RATE_LIMIT]).toBe(429);
  });

  it('reads INVITATION_TTL_DAYS', () => {
    expect(loadConfig({}).invitationTtlDays).toBe(7);
    expect(loadConfig({ INVITATION_TTL_DAYS: '14' }).invitationTtlDays).toBe(14);
    expect(() => loadConfig({ INVITATION_TTL_DAYS: '0' })).toThrow(/INVITATION_TTL_DAYS/);
  });
});

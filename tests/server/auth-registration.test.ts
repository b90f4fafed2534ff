// POST /auth/register (with and without an invitation key), GET /auth/emailCheck, POST /auth/verifyMail,
// GET /auth/verify, POST /auth/create-request, and signing in before and after verification.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { login } from './fixtures-auth';
import { signedInOwner } from './fixtures';
import { linkIn, mailsTo, settle, waitForOutbox } from './fixtures-mail';
import { accountUsers, appInstances, users } from '../../server/src/db/schema';
import { accountUserRoles, appInstanceRoles } from '../../server/src/domains/roles/tables';
import { userInvitations } from '../../server/src/domains/users/tables';
import { signUpRequests, userTokens } from '../../server/src/domains/registration/tables';
import { findUserByUsername } from '../../server/src/core/userRecords';
import { LINK_EXPIRED, LINK_INVALID, LINK_USED } from '../../server/src/domains/registration/userTokens';
import { INVITATION_EXPIRED, INVITATION_NOT_FOUND } from '../../server/src/domains/users/invitations';
import { PASSWORD_RULE_MESSAGE } from '../../server/src/security/passwords';
import { EMAIL_NOT_VERIFIED } from '../../server/src/domains/session/signIn';
import { VERIFICATION_SUBJECT } from '../../server/src/domains/registration/accountMail';
import {
  BUSINESS_NAME_REQUIRED, EMAIL_TAKEN, EMAIL_VALIDATED, INVITATION_FOR_ANOTHER_ADDRESS, REGISTERED, REQUEST_RECEIVED,
} from '../../server/src/domains/registration/routes/registration';

const PASSWORD = 'Regist3r!now';
let counter = 0;
const newAddress = () => `newcomer${++counter}-${randomBytes(3).toString('hex')}@example.com`;
const person = (username: string) => ({ username, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });

describe('registration', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ mailRateLimit: 1000 }); });
  afterAll(async () => { await server.close(); });

  const register = (payload: object, query = '') =>
    server.app.inject({ method: 'POST', url: `/auth/register${query}`, payload });
  const verify = (query: string) => server.app.inject({ method: 'GET', url: `/auth/verify?${query}` });
  const verificationLink = async (username: string, after = 0) =>
    linkIn(await waitForOutbox(server, username, VERIFICATION_SUBJECT, after), '/admin/auth/verify');

  describe('POST /auth/register without a key', () => {
    it('creates an unverified user who owns a new account, and mails a verification link', async () => {
      const username = newAddress();
      const res = await register({ ...person(username), businessName: 'Lovelace Engines', contactPhone: '+44 20 7946 0000' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: REGISTERED, username, verificationRequired: true });

      const user = (await findUserByUsername(server.database.db, username))!;
      expect(user).toMatchObject({ emailVerified: false, firstName: 'Ada', lastName: 'Lovelace', status: 'ACTIVE' });
      const memberships = await server.database.db.select().from(accountUsers).where(eq(accountUsers.userId, user.id));
      expect(memberships).toEqual([expect.objectContaining({ userType: 'OWNER', status: 'ACTIVE' })]);

      const link = await verificationLink(username);
      expect(`${link.origin}${link.pathname}`).toBe(`${server.app.platform.config.publicUrl}/admin/auth/verify`);
      expect(link.searchParams.get('username')).toBe(username);
      expect(Number(link.searchParams.get('generatedDate'))).toBeGreaterThan(Date.now() - 60_000);
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    });

    it('refuses sign-in until the address is verified, then the link verifies it once', async () => {
      const username = newAddress();
      await register({ ...person(username), businessName: 'Analytical Ltd' });
      const refused = await login(server, username, PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: EMAIL_NOT_VERIFIED, error: 'email_not_verified' });
      // A wrong password still says nothing about the account.
      expect((await login(server, username, 'Wrong!pass1')).json()).toMatchObject({ status: 401, message: 'Invalid credentials provided.' });

      const link = await verificationLink(username);
      const verified = await verify(link.searchParams.toString());
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: EMAIL_VALIDATED });
      expect((await login(server, username, PASSWORD)).statusCode).toBe(200);

      const reused = await verify(link.searchParams.toString());
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ message: LINK_USED });
    });

    it('answers 400 for a weak password, a missing business name, a bad address; 409 for a taken one', async () => {
      const username = newAddress();
      const weak = await register({ ...person(username), password: 'password', businessName: 'X' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(PASSWORD_RULE_MESSAGE);
      const noBusiness = await register({ ...person(username), businessName: '  ' });
      expect(noBusiness.json()).toMatchObject({ status: 400, message: BUSINESS_NAME_REQUIRED });
      expect((await register({ ...person('not-an-address'), businessName: 'X' })).statusCode).toBe(400);
      expect((await register({ username, password: PASSWORD, businessName: 'X' })).statusCode).toBe(400);
      expect(await findUserByUsername(server.database.db, username)).toBeUndefined();

      expect((await register({ ...person(username), businessName: 'First' })).statusCode).toBe(200);
      const taken = await register({ ...person(username.toUpperCase()), businessName: 'Second' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(EMAIL_TAKEN);
    });
  });

  it('two registrations of one address at the same moment: one succeeds, the other answers 409', async () => {
    const username = newAddress();
    const results = await Promise.all([
      register({ ...person(username), businessName: 'Twin A' }),
      register({ ...person(username.toUpperCase()), businessName: 'Twin B' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(EMAIL_TAKEN);
  });

  describe('GET /auth/verify', () => {
    it('refuses an expired link, an unknown one and one naming another user, leaving the user unverified', async () => {
      const username = newAddress();
      await register({ ...person(username), businessName: 'Expired Ltd' });
      const link = await verificationLink(username);
      const user = (await findUserByUsername(server.database.db, username))!;

      const mismatch = new URLSearchParams(link.searchParams);
      mismatch.set('username', 'someone-else@example.com');
      expect((await verify(mismatch.toString())).json()).toMatchObject({ status: 400, message: LINK_INVALID });

      await server.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'VERIFY_EMAIL')));
      expect((await verify(link.searchParams.toString())).json()).toMatchObject({ status: 400, message: LINK_EXPIRED });
      expect((await verify('token=made-up-token')).json()).toMatchObject({ status: 400, message: LINK_INVALID });
      expect((await verify('username=x')).statusCode).toBe(400);
      expect((await findUserByUsername(server.database.db, username))!.emailVerified).toBe(false);
    });
  });

  describe('POST /auth/verifyMail', () => {
    const resend = (username: string) => server.app.inject({ method: 'POST', url: '/auth/verifyMail', payload: { username } });

    it('sends a new link that replaces the old one, with the spec\'s message', async () => {
      const username = newAddress();
      await register({ ...person(username), businessName: 'Resend Ltd' });
      const first = await waitForOutbox(server, username, VERIFICATION_SUBJECT);
      const res = await resend(username);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: `Verification mail sent to ${username} successfully` });
      const second = linkIn(await waitForOutbox(server, username, VERIFICATION_SUBJECT, first.id), '/admin/auth/verify');

      expect((await verify(linkIn(first, '/admin/auth/verify').searchParams.toString())).json().message).toBe(LINK_USED);
      expect((await verify(second.searchParams.toString())).statusCode).toBe(200);
    });

    it('answers the same for unknown and verified addresses, and mails neither', async () => {
      const unknown = newAddress();
      const owner = await signedInOwner(server); // verified
      for (const username of [unknown, owner.user.username]) {
        const res = await resend(username);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: `Verification mail sent to ${username} successfully` });
      }
      await settle();
      expect(await mailsTo(server, unknown)).toEqual([]);
      expect(await mailsTo(server, owner.user.username)).toEqual([]);
      expect((await resend('nope')).statusCode).toBe(400);
    });
  });

  describe('GET /auth/emailCheck', () => {
    it('tells whether an address is taken, whatever its case', async () => {
      const username = newAddress();
      const check = (value: string) => server.app.inject({ method: 'GET', url: `/auth/emailCheck?username=${encodeURIComponent(value)}` });
      expect((await check(username)).json()).toEqual({ exists: false });
      await register({ ...person(username), businessName: 'Check Ltd' });
      expect((await check(username.toUpperCase())).json()).toEqual({ exists: true });
      expect((await check('not-an-address')).statusCode).toBe(400);
    });
  });

  describe('POST /auth/register with an invitation key', () => {
    async function invitation(email: string, expiresInMs = 3600_000) {
      const owner = await signedInOwner(server);
      const [instance] = await server.database.db.select().from(appInstances).where(eq(appInstances.id, owner.appInstanceId));
      const [role] = await server.database.db.insert(appInstanceRoles)
        .values({ appInstanceId: instance.id, appId: instance.appId, roleName: 'Support' }).returning();
      const key = randomBytes(32).toString('base64url');
      await server.database.db.insert(userInvitations).values({
        key, accountId: owner.accountId, email, roleId: role.id, roleName: 'Support', userType: 'DEVELOPER',
        invitedBy: owner.user.id, expiresAt: new Date(Date.now() + expiresInMs),
      });
      return { key, accountId: owner.accountId, roleId: role.id };
    }

    it('makes the invited address a verified member with the invited type and role, once', async () => {
      const username = newAddress();
      const { key, accountId, roleId } = await invitation(username);
      const res = await register(person(username.toUpperCase()), `?key=${encodeURIComponent(key)}&nId=12`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: REGISTERED, verificationRequired: false });

      const user = (await findUserByUsername(server.database.db, username))!;
      expect(user.emailVerified).toBe(true);
      const [membership] = await server.database.db.select().from(accountUsers).where(eq(accountUsers.userId, user.id));
      expect(membership).toMatchObject({ accountId, userType: 'DEVELOPER', status: 'ACTIVE' });
      const roles = await server.database.db.select().from(accountUserRoles).where(eq(accountUserRoles.accountUserId, membership.id));
      expect(roles.map((r) => r.appInstanceRoleId)).toEqual([roleId]);
      expect((await login(server, username, PASSWORD)).statusCode).toBe(200);
      await settle();
      expect(await mailsTo(server, username)).toEqual([]); // no verification mail needed

      const again = await register(person(newAddress()), `?key=${encodeURIComponent(key)}`);
      expect(again.json()).toMatchObject({ status: 400, message: INVITATION_NOT_FOUND });
    });

    it('refuses another address, an expired invitation and an unknown key without creating the user', async () => {
      const invited = newAddress();
      const { key } = await invitation(invited);
      const stranger = newAddress();
      const other = await register(person(stranger), `?key=${encodeURIComponent(key)}`);
      expect(other.json()).toMatchObject({ status: 400, message: INVITATION_FOR_ANOTHER_ADDRESS });

      const late = newAddress();
      const expired = await invitation(late, -1000);
      const res = await register(person(late), `?key=${encodeURIComponent(expired.key)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVITATION_EXPIRED);
      expect(res.json().message).toContain('expired'); // the console offers a new invitation on this word

      expect((await register(person(stranger), '?key=unknown')).json().message).toBe(INVITATION_NOT_FOUND);
      for (const username of [stranger, late]) expect(await findUserByUsername(server.database.db, username)).toBeUndefined();
      const [row] = await server.database.db.select().from(userInvitations).where(eq(userInvitations.key, key));
      expect(row.status).toBe('PENDING');
    });
  });

  describe('POST /auth/create-request', () => {
    const request = (payload: object) => server.app.inject({ method: 'POST', url: '/auth/create-request', payload });

    it('stores the request for access', async () => {
      const email = newAddress();
      const res = await request({ email, firstName: 'Grace', lastName: 'Hopper', businessName: 'Cobol Inc', message: 'We would like a trial' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: REQUEST_RECEIVED });
      const [row] = await server.database.db.select().from(signUpRequests).where(eq(signUpRequests.email, email));
      expect(row).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', businessName: 'Cobol Inc', message: 'We would like a trial', status: 'NEW' });
    });

    it('answers 400 for a bad address or missing names', async () => {
      expect((await request({ email: 'nope', firstName: 'A', lastName: 'B', businessName: 'C' })).statusCode).toBe(400);
      expect((await request({ email: newAddress(), firstName: 'A', businessName: 'C' })).statusCode).toBe(400);
      expect((await request({ email: newAddress(), firstName: 'A', lastName: 'B', businessName: '' })).statusCode).toBe(400);
    });
  });
});

describe('registration rate limits', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ mailRateLimit: 2 }); });
  afterAll(async () => { await server.close(); });

  const cases: [string, string, () => object][] = [
    ['register', '/auth/register', () => ({ ...person(newAddress()), businessName: 'Busy Ltd' })],
    ['verifyMail', '/auth/verifyMail', () => ({ username: newAddress() })],
    ['create-request', '/auth/create-request', () => ({ email: newAddress(), firstName: 'A', lastName: 'B', businessName: 'C' })],
  ];
  it.each(cases)('%s answers 429 once the requests per minute are spent', async (_name, url, payload) => {
    for (let i = 0; i < 2; i++) expect((await server.app.inject({ method: 'POST', url, payload: payload() })).statusCode).toBe(200);
    const res = await server.app.inject({ method: 'POST', url, payload: payload() });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
  });

  it('a user refused by the limit is not created', async () => {
    const username = newAddress();
    await server.app.inject({ method: 'POST', url: '/auth/register', payload: { ...person(username), businessName: 'Late Ltd' } });
    expect(await server.database.db.select().from(users).where(eq(users.username, username))).toEqual([]);
  });
});

// POST /auth/resetPasswordMail and POST /auth/resetPassword: a mailed single-use link, no user
// enumeration, sessions ended, the switch that disables reset requests, and rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './harness';
import { login, newUser, PASSWORD, signIn } from './fixtures-auth';
import { linkIn, mailsTo, settle, waitForOutbox } from './fixtures-mail';
import { users } from '../../server/src/db/schema';
import { userTokens } from '../../server/src/domains/registration/tables';
import { createUser } from '../../server/src/core/userRecords';
import { LINK_EXPIRED, LINK_INVALID, LINK_USED } from '../../server/src/domains/registration/userTokens';
import { PASSWORD_RULE_MESSAGE } from '../../server/src/security/passwords';
import { RESET_SUBJECT } from '../../server/src/domains/registration/accountMail';
import { PASSWORD_RESET, RESET_REQUESTS_DISABLED, resetMailSent } from '../../server/src/domains/registration/routes/recovery';

const NEW_PASSWORD = 'N3w!password';

describe('password recovery', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ mailRateLimit: 1000 }); });
  afterAll(async () => { await server.close(); });

  const askReset = (username: string) => server.app.inject({ method: 'POST', url: '/auth/resetPasswordMail', payload: { username } });
  const reset = (token: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/auth/resetPassword', payload: { token, password } });
  const resetToken = async (username: string, after = 0) => {
    const mail = await waitForOutbox(server, username, RESET_SUBJECT, after);
    const link = linkIn(mail, '/admin/auth/reset-password');
    expect(`${link.origin}${link.pathname}`).toBe(`${server.app.platform.config.publicUrl}/admin/auth/reset-password`);
    return { token: link.searchParams.get('token')!, mail };
  };

  it('mails a link whose token sets a new password once, ends every session, and the old password stops working', async () => {
    const user = await newUser(server, 'forgetful');
    const session = await signIn(server, user);
    const res = await askReset(user.username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: resetMailSent(user.username) });
    const { token } = await resetToken(user.username);

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET });
    expect((await login(server, user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(server, user.username, NEW_PASSWORD)).statusCode).toBe(200);
    const refresh = await server.app.inject({ method: 'POST', url: '/auth/refresh-token', payload: { refresh_token: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);

    const reused = await reset(token, 'An0ther!pass');
    expect(reused.json()).toMatchObject({ status: 400, message: LINK_USED });
    expect((await login(server, user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and mails nobody', async () => {
    const unknown = 'nobody-here@example.com';
    const res = await askReset(unknown);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: resetMailSent(unknown) });
    await settle();
    expect(await mailsTo(server, unknown)).toEqual([]);
  });

  it('mails no link to single sign-on or inactive users, with the same answer', async () => {
    const db = server.database.db;
    const sso = await createUser(db, { username: 'sso_someone@example.com' });
    const inactive = await newUser(server, 'inactive');
    await db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, inactive.id));
    for (const user of [sso, inactive]) expect((await askReset(user.username)).json()).toEqual({ message: resetMailSent(user.username) });
    await settle();
    expect(await mailsTo(server, sso.username)).toEqual([]);
    expect(await mailsTo(server, inactive.username)).toEqual([]);
  });

  it('refuses a weak password without spending the token', async () => {
    const user = await newUser(server, 'weak');
    await askReset(user.username);
    const { token } = await resetToken(user.username);
    const weak = await reset(token, 'short');
    expect(weak.json()).toMatchObject({ status: 400, message: PASSWORD_RULE_MESSAGE });
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token, an unknown one, a verification token, and a link replaced by a newer one', async () => {
    const user = await newUser(server, 'late');
    await askReset(user.username);
    const first = await resetToken(user.username);
    await askReset(user.username);
    const second = await resetToken(user.username, first.mail.id);
    expect((await reset(first.token, NEW_PASSWORD)).json()).toMatchObject({ status: 400, message: LINK_USED });

    await server.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'RESET_PASSWORD')));
    expect((await reset(second.token, NEW_PASSWORD)).json()).toMatchObject({ status: 400, message: LINK_EXPIRED });
    expect((await reset('made-up', NEW_PASSWORD)).json()).toMatchObject({ status: 400, message: LINK_INVALID });
    expect((await reset('', NEW_PASSWORD)).statusCode).toBe(400);
    expect((await login(server, user.username, PASSWORD)).statusCode).toBe(200);

    // A verification link's token is no reset token.
    await server.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await server.app.inject({ method: 'POST', url: '/auth/verifyMail', payload: { username: user.username } });
    const verifyLink = linkIn(await waitForOutbox(server, user.username, 'Verify your email address'), '/admin/auth/verify');
    expect((await reset(verifyLink.searchParams.get('token')!, NEW_PASSWORD)).json().message).toBe(LINK_INVALID);
  });

  it('verifies the address of an unverified user, since the mail reached them', async () => {
    const db = server.database.db;
    const user = await newUser(server, 'unverified');
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await askReset(user.username);
    const { token } = await resetToken(user.username);
    await reset(token, NEW_PASSWORD);
    expect((await login(server, user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 for a bad address', async () => {
    expect((await askReset('not-an-address')).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/auth/resetPasswordMail', payload: {} })).statusCode).toBe(400);
  });
});

describe('password reset requests disabled', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ passwordResetEnabled: false }); });
  afterAll(async () => { await server.close(); });

  it('refuses every request with the spec\'s message and mails nothing', async () => {
    const user = await newUser(server);
    const res = await server.app.inject({ method: 'POST', url: '/auth/resetPasswordMail', payload: { username: user.username } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, message: RESET_REQUESTS_DISABLED });
    await settle();
    expect(await mailsTo(server, user.username)).toEqual([]);
  });
});

describe('password recovery rate limits', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ mailRateLimit: 2, loginRateLimit: 2 }); });
  afterAll(async () => { await server.close(); });

  it.each([
    ['resetPasswordMail', { username: 'someone@example.com' }, 200],
    ['resetPassword', { token: 'made-up', password: NEW_PASSWORD }, 400],
  ])('%s answers 429 once the requests per minute are spent', async (route, payload, status) => {
    for (let i = 0; i < 2; i++) expect((await server.app.inject({ method: 'POST', url: `/auth/${route}`, payload })).statusCode).toBe(status);
    const res = await server.app.inject({ method: 'POST', url: `/auth/${route}`, payload });
    expect(res.json()).toMatchObject({ status: 429, error: 'Too Many Requests' });
  });
});

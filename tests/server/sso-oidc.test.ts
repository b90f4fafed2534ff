// Single sign-on with Google, Microsoft and LinkedIn, run end to end against a real OpenID Connect
// provider (oidc-provider) on a local port: authorization request with PKCE, sign-in at the
// provider's form, code back to the console's return route, code exchange by the server.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { accountUsers, users } from '../../server/src/db/schema';
import { userInvitations } from '../../server/src/domains/users/tables';
import { createUser } from '../../server/src/core/userRecords';
import { INVITATION_FOR_ANOTHER_USER } from '../../server/src/domains/users/invitations';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner } from './fixtures';
import { CLIENT_SECRET, startOidcProvider, type LocalProvider } from './oidcProvider';
import { throughProvider } from './ssoBrowser';

const PUBLIC_URL = 'http://127.0.0.1:8080';
const RETURN_URL = `${PUBLIC_URL}/admin/auth/linkedin`;
const SYSTEMS = ['google', 'microsoft', 'linkedin'] as const;
type System = (typeof SYSTEMS)[number];

let server: TestServer;
let provider: LocalProvider;

beforeAll(async () => {
  provider = await startOidcProvider(SYSTEMS.map((s) => `${s}-client`), RETURN_URL);
  const oidc = (system: System) => ({ protocol: 'oidc' as const, clientId: `${system}-client`, clientSecret: CLIENT_SECRET, issuer: provider.issuer });
  server = await startTestServer({ publicUrl: PUBLIC_URL, sso: { google: oidc('google'), microsoft: oidc('microsoft'), linkedin: oidc('linkedin') } });
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers });

async function authorize(ssoSystem: System, key?: string) {
  const res = await post('/auth/ssoAuthorize', { ssoSystem, ...(key ? { key } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json<{ url: string; flow: string }>();
}

/** Starts a sign-in, signs in at the provider as `login`, and hands the code to the server. */
async function codeExchange(ssoSystem: System, login: string, key?: string) {
  const { url, flow } = await authorize(ssoSystem, key);
  const back = await throughProvider(url, login, RETURN_URL);
  const query = Object.fromEntries(back.searchParams);
  return post('/auth/getLinkedInSSOToken', { code: query.code, state: query.state, iss: query.iss, redirect: RETURN_URL, flow });
}

async function ssoToken(ssoSystem: System, login: string, key?: string): Promise<string> {
  const res = await codeExchange(ssoSystem, login, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

const email = (label: string) => `${label}-${randomBytes(3).toString('hex')}@example.com`;

describe('which providers are on', () => {
  it('lists the configured providers for the login page', async () => {
    const res = await server.app.inject({ url: '/auth/ssoProviders' });
    expect(res.json().providers).toEqual([
      { ssoSystem: 'google', name: 'Google' }, { ssoSystem: 'microsoft', name: 'Microsoft' }, { ssoSystem: 'linkedin', name: 'LinkedIn' },
    ]);
  });

  it('refuses to start a provider that is not configured, and an unknown one', async () => {
    const off = await post('/auth/ssoAuthorize', { ssoSystem: 'facebook' });
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('Sign-in with Facebook is not enabled.');
    expect((await post('/auth/ssoAuthorize', { ssoSystem: 'myspace' })).statusCode).toBe(400);
  });

  it('asks the provider for a code with PKCE (S256), state and nonce at the console return route', async () => {
    const url = new URL((await authorize('google')).url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(RETURN_URL);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toBeTruthy();
  });
});

describe('signing in', () => {
  it('creates an sso_ user on first sign-in and answers with a working console session', async () => {
    const address = email('newcomer');
    const token = await ssoToken('google', address);
    const data = await server.app.inject({ url: `/auth/getLinkedInSSOData?token=${encodeURIComponent(token)}` });
    expect(data.json()).toEqual({
      username: address, firstName: address.split('@')[0], lastName: 'Tester', email: address,
      ssoSystem: 'google', sso: true, ssoUserId: `subject-${address}`,
    });

    const login = await post('/auth/ssoLogin', { token });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.username).toBe(`sso_google_${address}`);
    expect(body.defaultAccountId).toBeNull();
    const check = await post('/auth/tokenCheck', {}, { authorization: `Bearer ${body.token.accessToken}` });
    expect(check.json()).toMatchObject({ valid: true, userId: body.userId });
    const refreshed = await post('/auth/refresh-token', { refresh_token: body.token.refreshToken });
    expect(refreshed.statusCode).toBe(200);

    const [user] = await server.database.db.select().from(users).where(eq(users.id, body.userId));
    expect(user).toMatchObject({ email: address, emailVerified: true, ssoSystem: 'google', ssoUserId: `subject-${address}`, passwordHash: null });
  });

  it('finds the same user on the next sign-in instead of creating another', async () => {
    const address = email('returning');
    const first = (await post('/auth/ssoLogin', { token: await ssoToken('linkedin', address) })).json();
    const second = (await post('/auth/ssoLogin', { token: await ssoToken('linkedin', address) })).json();
    expect(second.userId).toBe(first.userId);
    expect(second.username).toBe(`sso_linkedin_${address}`);
  });

  it('signs an existing user with that verified email in as themselves', async () => {
    const address = email('existing');
    const existing = await createUser(server.database.db, { username: address, firstName: 'Ex', emailVerified: true });
    const body = (await post('/auth/ssoLogin', { token: await ssoToken('google', address) })).json();
    expect(body).toMatchObject({ userId: existing.id, username: address });
  });

  it('refuses to hand an unverified registration to whoever signs in with that email', async () => {
    const address = email('squatted');
    await createUser(server.database.db, { username: address, emailVerified: false });
    const res = await post('/auth/ssoLogin', { token: await ssoToken('google', address) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has not verified it yet/);
  });

  it('still asks users with two-factor on for their code', async () => {
    const address = email('twofactor');
    const existing = await createUser(server.database.db, { username: address, emailVerified: true });
    await server.database.db.update(users).set({ using2fa: true, totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, existing.id));
    const body = (await post('/auth/ssoLogin', { token: await ssoToken('google', address) })).json();
    expect(body).toMatchObject({ username: address, using2fa: true });
    expect(body.token).toBeUndefined();
  });

  it('takes Microsoft’s preferred_username as the username', async () => {
    const body = (await post('/auth/ssoLogin', { token: await ssoToken('microsoft', 'microsoft-only-upn') })).json();
    expect(body.username).toBe('sso_microsoft_mo@contoso.example');
  });
});

describe('the spec’s rules (§5)', () => {
  it('refuses Google when the provider does not report the email as verified', async () => {
    const res = await codeExchange('google', 'unverified@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'email_not_verified', message: expect.stringMatching(/not verified the email address/) });
  });

  it('accepts the same unverified email from LinkedIn (a username was obtained) without linking it', async () => {
    const res = await codeExchange('linkedin', 'unverified@example.com');
    expect(res.statusCode).toBe(200);
  });

  it.each(['microsoft', 'linkedin'] as const)('refuses %s when no username was obtained', async (system) => {
    const res = await codeExchange(system, 'no-username');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('username_missing');
  });
});

describe('invitations', () => {
  async function invitation(address: string, expiresInMs = 3_600_000) {
    const owner = await signedInOwner(server);
    const key = randomBytes(32).toString('base64url');
    await server.database.db.insert(userInvitations).values({
      key, accountId: owner.accountId, email: address, userType: 'DEVELOPER', expiresAt: new Date(Date.now() + expiresInMs),
    });
    return { key, accountId: owner.accountId };
  }

  const membership = (accountId: number, userId: number) => server.database.db.select().from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));

  it('joins the invitation’s account when signing up with the key (ssoRegister?key)', async () => {
    const address = email('invitee');
    const { key, accountId } = await invitation(address);
    const exchanged = (await codeExchange('google', address, key)).json();
    expect(exchanged.key).toBe(key);
    const res = await post(`/auth/ssoRegister?key=${key}`, { token: exchanged.token });
    expect(res.statusCode).toBe(200);
    const [member] = await membership(accountId, res.json().userId);
    expect(member).toMatchObject({ userType: 'DEVELOPER', status: 'ACTIVE' });
  });

  it('refuses an expired invitation with the spec’s text and creates no user', async () => {
    const address = email('late');
    const { key } = await invitation(address, -1000);
    const res = await post(`/auth/ssoRegister?key=${key}`, { token: await ssoToken('google', address) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('User Invitation has expired');
    expect(await server.database.db.select().from(users).where(eq(users.email, address))).toHaveLength(0);
  });

  it('lets a signed-in single sign-on user join with add-account?key, once', async () => {
    const address = email('joiner');
    const { key, accountId } = await invitation(address);
    const signedIn = (await post('/auth/ssoLogin', { token: await ssoToken('microsoft', address) })).json();
    const headers = { authorization: `Bearer ${signedIn.token.accessToken}` };
    const joined = await server.app.inject({ method: 'PUT', url: `/auth/add-account?key=${key}`, headers });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().accountId).toBe(accountId);
    expect(await membership(accountId, signedIn.userId)).toHaveLength(1);
    const again = await server.app.inject({ method: 'PUT', url: `/auth/add-account?key=${key}`, headers });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('User Invitation not found or User Invitation already accepted');
  });

  it('refuses add-account and ssoRegister to a user of another address, who joins nothing (audit finding 1)', async () => {
    const { key, accountId } = await invitation(email('invited'));
    const intruder = (await post('/auth/ssoLogin', { token: await ssoToken('microsoft', email('intruder')) })).json();
    const taken = await server.app.inject({
      method: 'PUT', url: `/auth/add-account?key=${key}`, headers: { authorization: `Bearer ${intruder.token.accessToken}` },
    });
    expect(taken.statusCode).toBe(403);
    expect(taken.json().message).toBe(INVITATION_FOR_ANOTHER_USER);
    expect(await membership(accountId, intruder.userId)).toHaveLength(0);

    const registered = await post(`/auth/ssoRegister?key=${key}`, { token: await ssoToken('google', email('other')) });
    expect(registered.statusCode).toBe(403);
    const [pending] = await server.database.db.select().from(userInvitations).where(eq(userInvitations.key, key));
    expect(pending.status).toBe('PENDING');
  });

  it('refuses an invitation to an address the provider did not verify', async () => {
    const { key, accountId } = await invitation('unverified@example.com');
    const res = await post(`/auth/ssoRegister?key=${key}`, { token: await ssoToken('linkedin', 'unverified@example.com') });
    expect(res.statusCode).toBe(403);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, 'unverified@example.com'));
    expect(await membership(accountId, user.id)).toHaveLength(0);
  });

  it('answers add-account without a session with 401 and without a key with 400', async () => {
    const { key } = await invitation(email('nobody'));
    expect((await server.app.inject({ method: 'PUT', url: `/auth/add-account?key=${key}` })).statusCode).toBe(401);
    const signedIn = (await post('/auth/ssoLogin', { token: await ssoToken('google', email('keyless')) })).json();
    const res = await server.app.inject({ method: 'PUT', url: '/auth/add-account', headers: { authorization: `Bearer ${signedIn.token.accessToken}` } });
    expect(res.statusCode).toBe(400);
  });
});

describe('tampered, replayed and expired sign-ins', () => {
  async function codeAndFlow(login: string) {
    const { url, flow } = await authorize('google');
    const back = await throughProvider(url, login, RETURN_URL);
    return { flow, code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, iss: back.searchParams.get('iss') ?? undefined };
  }
  const exchange = (body: object) => post('/auth/getLinkedInSSOToken', body);

  it('refuses a state that is not this sign-in’s', async () => {
    const attempt = await codeAndFlow(email('csrf'));
    const res = await exchange({ ...attempt, state: 'someone-elses-state' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This sign-in has expired or is not valid. Please start again.');
  });

  it('refuses an altered flow statement', async () => {
    const attempt = await codeAndFlow(email('tamper'));
    const [header, payload, signature] = attempt.flow.split('.');
    const altered = Buffer.from(JSON.stringify({ ...decodeJwt(attempt.flow), ssoSystem: 'linkedin' })).toString('base64url');
    expect(altered).not.toBe(payload);
    const res = await exchange({ ...attempt, flow: [header, altered, signature].join('.') });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an expired flow statement', async () => {
    const attempt = await codeAndFlow(email('slow'));
    const { exp: _exp, iat: _iat, aud: _aud, ...claims } = decodeJwt(attempt.flow);
    const expired = await server.app.platform.tokens.signStatement(claims, -1, 'sso-flow');
    const res = await exchange({ ...attempt, flow: expired });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_sso_state');
  });

  it('refuses a code used twice (the provider refuses it) and another sign-in’s flow for a code (PKCE)', async () => {
    const attempt = await codeAndFlow(email('replay'));
    expect((await exchange(attempt)).statusCode).toBe(200);
    const replay = await exchange(attempt);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('sso_failed');

    const victim = await codeAndFlow(email('victim'));
    const attacker = await authorize('google');
    const injected = await exchange({ ...victim, flow: attacker.flow, state: decodeJwt(attacker.flow).state });
    expect(injected.statusCode).toBe(401);
  });

  it('refuses an altered or foreign identity token at ssoLogin and getLinkedInSSOData', async () => {
    const token = await ssoToken('google', email('identity'));
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), ssoUserId: 'someone-else' })).toString('base64url');
    const res = await post('/auth/ssoLogin', { token: [header, forged, signature].join('.') });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This single sign-on has expired or is not valid. Please sign in again.');
    const { flow } = await authorize('google');
    expect((await server.app.inject({ url: `/auth/getLinkedInSSOData?token=${flow}` })).statusCode).toBe(401);
  });

  it('answers missing fields with 400', async () => {
    expect((await exchange({ code: 'x' })).statusCode).toBe(400);
    expect((await post('/auth/ssoLogin', {})).statusCode).toBe(400);
  });
});

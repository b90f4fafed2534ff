// Single sign-on with Facebook (OAuth 2 authorization code and the Graph API), against a local
// stand-in speaking Facebook's protocol; and a provider that cannot be reached.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/src/db/schema';
import { createUser } from '../../server/src/core/userRecords';
import { startTestServer, type TestServer } from './harness';
import { startFacebookStandIn, type FacebookPerson, type FacebookStandIn } from './facebookStandIn';

const PUBLIC_URL = 'http://127.0.0.1:8080';
const RETURN_URL = `${PUBLIC_URL}/admin/auth/linkedin`;
const CLIENT_ID = 'facebook-app';
const SECRET = 'facebook-app-secret';

let server: TestServer;
let facebook: FacebookStandIn;

beforeAll(async () => {
  facebook = await startFacebookStandIn(CLIENT_ID, SECRET);
  server = await startTestServer({
    publicUrl: PUBLIC_URL,
    sso: {
      facebook: { protocol: 'facebook', clientId: CLIENT_ID, clientSecret: SECRET, authorizeUrl: facebook.authorizeUrl, graphUrl: facebook.graphUrl },
      // Nothing listens on port 9 (discard): discovery fails.
      google: { protocol: 'oidc', clientId: 'g', clientSecret: 's', issuer: 'http://127.0.0.1:9' },
    },
  });
});

afterAll(async () => {
  await server?.close();
  await facebook?.close();
});

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

const person = (email?: string): FacebookPerson => ({
  id: randomBytes(6).toString('hex'), first_name: 'Fay', last_name: 'Book', ...(email ? { email } : {}),
});

/** The browser's trip: the login dialog signs `who` in and redirects back with a code. */
async function codeFor(who: FacebookPerson) {
  const { url, flow } = (await post('/auth/ssoAuthorize', { ssoSystem: 'facebook' })).json();
  facebook.signInAs(who);
  const dialog = await fetch(url, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location')!);
  expect(back.href.startsWith(RETURN_URL)).toBe(true);
  return { flow, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

describe('Facebook sign-in', () => {
  it('is listed for the login page', async () => {
    expect((await server.app.inject({ url: '/auth/ssoProviders' })).json().providers).toEqual([
      { ssoSystem: 'google', name: 'Google' }, { ssoSystem: 'facebook', name: 'Facebook' },
    ]);
  });

  it('creates an sso_facebook_ user on first sign-in and finds them on the next', async () => {
    const who = person(`fay-${randomBytes(3).toString('hex')}@example.com`);
    const exchanged = await post('/auth/getLinkedInSSOToken', await codeFor(who));
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const first = (await post('/auth/ssoLogin', { token: exchanged.json().token })).json();
    expect(first.username).toBe(`sso_facebook_${who.email}`);
    expect(first.token.accessToken).toBeTruthy();

    const again = (await post('/auth/ssoLogin', { token: (await post('/auth/getLinkedInSSOToken', await codeFor(who))).json().token })).json();
    expect(again.userId).toBe(first.userId);
  });

  it('does not link to an existing user by email (Facebook does not say it verified it)', async () => {
    const address = `owner-${randomBytes(3).toString('hex')}@example.com`;
    const existing = await createUser(server.database.db, { username: address, emailVerified: true });
    const token = (await post('/auth/getLinkedInSSOToken', await codeFor(person(address)))).json().token;
    const body = (await post('/auth/ssoLogin', { token })).json();
    expect(body.userId).not.toBe(existing.id);
    const [created] = await server.database.db.select().from(users).where(eq(users.id, body.userId));
    expect(created).toMatchObject({ username: `sso_facebook_${address}`, emailVerified: false });
  });

  it('refuses an account that gave no email (no username obtained)', async () => {
    const res = await post('/auth/getLinkedInSSOToken', await codeFor(person()));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Facebook did not give a username for this account, so it cannot be used to sign in.');
  });

  it('refuses a code used twice, with Facebook’s reason', async () => {
    const attempt = await codeFor(person('twice@example.com'));
    expect((await post('/auth/getLinkedInSSOToken', attempt)).statusCode).toBe(200);
    const replay = await post('/auth/getLinkedInSSOToken', attempt);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Sign-in with Facebook failed: This authorization code has been used. Please try again.');
  });

  it('refuses a state that is not this sign-in’s', async () => {
    const attempt = await codeFor(person('state@example.com'));
    expect((await post('/auth/getLinkedInSSOToken', { ...attempt, state: 'forged' })).statusCode).toBe(400);
  });
});

describe('a provider that cannot be reached', () => {
  it('answers 502 with a message to try later', async () => {
    const res = await post('/auth/ssoAuthorize', { ssoSystem: 'google' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Google sign-in is unavailable at the moment. Please try again later.');
  });
});

// Holders of each kind of secret, for the attempt-limit suites: every call makes a fresh secret
// (and its user) and answers requests that present it rightly or wrongly from a client address.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appInstances, apps, users } from '../../server/src/db/schema';
import { userInvitations } from '../../server/src/domains/users/tables';
import { appLoginTokens } from '../../server/src/domains/myApps/tables';
import { issueUserToken } from '../../server/src/domains/registration/userTokens';
import type { AttemptLimits, SecretFactor } from '../../server/src/security/attempts';
import { generateSecret, matchingStep, totp } from '../../server/src/security/totp';
import type { TestServer } from './harness';
import { newUser as userWithoutPassword, signedInOwner } from './fixtures';
import { PASSWORD, login, newUser } from './fixtures-auth';

/** Small limits and a short lockout, so a test reaches and outlives a lock quickly. */
export const TEST_LIMITS: AttemptLimits = { perUser: 3, perAddress: 5, windowSeconds: 60, lockoutSeconds: 3 };

export const LOCKED = /^Too many failed attempts\. Try again in \d+ minutes?\.$/;

export interface Reply {
  statusCode: number;
  body: string;
}

export interface SecretHolder {
  right(remoteAddress: string): Promise<Reply>;
  wrong(remoteAddress: string): Promise<Reply>;
}

let lastAddress = 0;
/** A client address no other request of the test file used. */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.0.${lastAddress >> 8}.${lastAddress & 255}`;
}

export const randomSecret = () => randomBytes(32).toString('base64url');

/** A 6-digit code that the secret's authenticator does not show now (nor a step before or after). */
export function wrongCode(secret: string): string {
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (matchingStep(secret, code) === undefined) return code;
  }
}

/** A user with two-factor on, and the mfaToken their password step earned. */
export async function twoFactorUser(server: TestServer) {
  const user = await newUser(server, 'totp');
  const secret = generateSecret();
  await server.database.db.update(users).set({ using2fa: true, totpSecret: secret }).where(eq(users.id, user.id));
  const { mfaToken } = (await login(server, user.username)).json() as { mfaToken: string };
  return { user, secret, mfaToken };
}

async function passwordHolder(server: TestServer): Promise<SecretHolder> {
  const user = await newUser(server, 'password');
  const send = (password: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username: user.username, password } });
  return { right: (address) => send(PASSWORD, address), wrong: (address) => send('Wr0ng!pass', address) };
}

async function totpHolder(server: TestServer): Promise<SecretHolder> {
  const { user, secret, mfaToken } = await twoFactorUser(server);
  const send = (code: string, remoteAddress: string) => server.app.inject({
    method: 'POST', url: '/auth/twoFactorAuth', remoteAddress, payload: { username: user.username, code, mfaToken },
  });
  return { right: (address) => send(totp(secret), address), wrong: (address) => send(wrongCode(secret), address) };
}

async function refreshTokenHolder(server: TestServer): Promise<SecretHolder> {
  const user = await userWithoutPassword(server, 'refresh');
  const { refreshToken } = await server.app.platform.tokens.issue(user.id, user.username);
  const send = (token: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/auth/refresh-token', remoteAddress, payload: { refresh_token: token } });
  return { right: (address) => send(refreshToken, address), wrong: (address) => send(randomSecret(), address) };
}

async function mailTokenHolder(server: TestServer): Promise<SecretHolder> {
  const user = await userWithoutPassword(server, 'mail');
  const { token } = await issueUserToken(server.database.db, user.id, 'VERIFY_EMAIL');
  const send = (value: string, remoteAddress: string) =>
    server.app.inject({ method: 'GET', url: `/auth/verify?token=${value}`, remoteAddress });
  return { right: (address) => send(token, address), wrong: (address) => send(randomSecret(), address) };
}

async function invitationKeyHolder(server: TestServer): Promise<SecretHolder> {
  const owner = await signedInOwner(server);
  const key = randomSecret();
  await server.database.db.insert(userInvitations).values({
    key, accountId: owner.accountId, email: `invitee-${randomBytes(4).toString('hex')}@example.com`, userType: 'USER',
    invitedBy: owner.user.id, expiresAt: new Date(Date.now() + 3600_000),
  });
  // Without sign-in, accepting only says where the invitee goes next: the key stays usable.
  const send = (value: string, remoteAddress: string) =>
    server.app.inject({ method: 'PUT', url: `/users/accept-invitation?key=${value}`, remoteAddress });
  return { right: (address) => send(key, address), wrong: (address) => send(randomSecret(), address) };
}

async function appLoginCodeHolder(server: TestServer): Promise<SecretHolder> {
  const owner = await signedInOwner(server);
  const { db } = server.database;
  const [app] = await db.insert(apps).values({
    name: `App ${randomBytes(3).toString('hex')}`, type: 'app', published: 'PUBLISHED', developerAccountId: owner.accountId,
    accessUrl: 'https://app.example/start',
  }).returning();
  const [instance] = await db.insert(appInstances).values({ accountId: owner.accountId, appId: app.id, status: 'ACTIVE' }).returning();
  const code = randomSecret();
  await db.insert(appLoginTokens).values({
    tokenHash: createHash('sha256').update(code).digest('hex'), userId: owner.user.id, accountId: owner.accountId,
    accountUserId: owner.accountUserId, appInstanceId: instance.id, appId: app.id, expiresAt: new Date(Date.now() + 3600_000),
  });
  const send = (value: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/auth/appLoginToken', remoteAddress, payload: { code: value, appId: app.id } });
  return { right: (address) => send(code, address), wrong: (address) => send(randomSecret(), address) };
}

export interface FactorCase {
  factor: SecretFactor;
  /** The route the factor is tried on. */
  route: string;
  /** Whether the route knows whose secret it is, so failures also count per user. */
  perUser: boolean;
  holder(server: TestServer): Promise<SecretHolder>;
}

/** One route per factor; secret-routes.test.ts holds every other route to the same limits. */
export const FACTOR_CASES: FactorCase[] = [
  { factor: 'password', route: 'POST /auth/login', perUser: true, holder: passwordHolder },
  { factor: 'totp', route: 'POST /auth/twoFactorAuth', perUser: true, holder: totpHolder },
  { factor: 'refreshToken', route: 'POST /auth/refresh-token', perUser: false, holder: refreshTokenHolder },
  { factor: 'mailToken', route: 'GET /auth/verify', perUser: false, holder: mailTokenHolder },
  { factor: 'invitationKey', route: 'PUT /users/accept-invitation', perUser: false, holder: invitationKeyHolder },
  { factor: 'appLoginCode', route: 'POST /auth/appLoginToken', perUser: false, holder: appLoginCodeHolder },
];

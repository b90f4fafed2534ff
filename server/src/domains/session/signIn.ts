// The checks behind signing in (password, one-time code) and the body login and twoFactorAuth answer.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/connection';
import { accountUsers, users } from '../../db/schema';
import { findUserByUsername, type User } from '../../core/userRecords';
import { HttpError, unauthorized } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { TokenService } from '../../security/tokens';
import { matchingStep } from '../../security/totp';
import type { LoginReply, SignedIn } from '../../../../contract/session';

/** One answer for every failed sign-in, so it never tells which part was wrong (console-shell.md §8). */
export const invalidCredentials = () => unauthorized('Invalid credentials provided.', 'invalid_credentials');

/** Told only to someone who gave the right password, so it reveals nothing to anyone else. */
export const EMAIL_NOT_VERIFIED = 'Please verify your email address before signing in: open the link in the verification mail we sent you.';

let dummyHash: Promise<string> | undefined;

/** The active, verified user with this username and password; anything else is invalidCredentials (or 403 when unverified). */
export async function checkPassword(db: Db, username: string, password: string): Promise<User> {
  const user = await findUserByUsername(db, username);
  // Unknown users cost the same argon2 time as known ones, so response times do not reveal usernames.
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verifyPassword(user?.passwordHash ?? await dummyHash, password);
  if (!user || !matches || user.status !== 'ACTIVE') throw invalidCredentials();
  if (!user.emailVerified) throw new HttpError(403, EMAIL_NOT_VERIFIED, 'email_not_verified');
  return user;
}

/**
 * Accepts a code of `secret` once: the matched time step must be later than the last one accepted,
 * and recording it is one conditional update, so two concurrent requests cannot both use a code.
 * `changes` are applied in the same update (turning two-factor on or off).
 */
export async function consumeCode(
  db: Db, userId: number, secret: string, code: string, changes: Partial<typeof users.$inferInsert> = {},
): Promise<boolean> {
  const step = matchingStep(secret, code);
  if (step === undefined) return false;
  const updated = await db.update(users).set({ ...changes, totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Starts a sign-in session for the user and describes it as the console stores it. */
export async function signedIn(db: Db, tokens: TokenService, user: User): Promise<Static<typeof SignedIn>> {
  const { accessToken, refreshToken } = await tokens.issue(user.id, user.username);
  const [membership] = await db.select({ accountId: accountUsers.accountId }).from(accountUsers)
    .where(and(eq(accountUsers.userId, user.id), eq(accountUsers.isDefault, true), eq(accountUsers.status, 'ACTIVE')))
    .limit(1);
  return {
    token: { accessToken, refreshToken },
    userId: user.id,
    username: user.username,
    defaultAccountId: membership?.accountId ?? null,
    profilePicture: user.profilePicture,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

const MFA_AUDIENCE = 'mfa';
const MFA_TTL_SECONDS = 300;

/**
 * The answer to a sign-in whose first factor (password, or a single sign-on) passed: a session,
 * or, for users with two-factor on, a challenge whose mfaToken twoFactorAuth needs with the code.
 */
export async function loginReply(db: Db, tokens: TokenService, user: User): Promise<Static<typeof LoginReply>> {
  if (!user.using2fa) return signedIn(db, tokens, user);
  // No session exists until the code is checked; the audience keeps this token out of every other route.
  const mfaToken = await tokens.signAccess(
    { userId: user.id, username: user.username, sessionId: 'mfa' }, MFA_TTL_SECONDS, MFA_AUDIENCE,
  );
  return { username: user.username, using2fa: true as const, mfaToken };
}

/** The user a two-factor step's mfaToken was given to, if it is genuine and current. */
export async function mfaProof(tokens: TokenService, mfaToken: string) {
  return tokens.verifyAccess(mfaToken, MFA_AUDIENCE).catch(() => undefined);
}

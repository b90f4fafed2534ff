// Single-use, expiring tokens mailed to a user (verify the email address, reset the password).
// The link carries 256 random bits; only their SHA-256 is stored, so a database read does not give
// working links. Claiming a token is one conditional update, so two requests cannot both use it.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { userTokens } from './tables';
import { badRequest } from '../../http/errors';

export type TokenPurpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD';

/** How long a mailed link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 3600_000,
  RESET_PASSWORD: 3600_000,
};

export const LINK_INVALID = 'This link is not valid. Please request a new one.';
export const LINK_USED = 'This link has already been used or a newer one was sent. Please request a new one.';
export const LINK_EXPIRED = 'This link has expired. Please request a new one.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A new token for the user; the user's earlier unused tokens of the same purpose stop working, so
 * only the newest mail's link does.
 */
export async function issueUserToken(db: Db, userId: number, purpose: TokenPurpose): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  await db.transaction(async (tx) => {
    await tx.update(userTokens).set({ usedAt: sql`now()` })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
    await tx.insert(userTokens).values({
      userId, purpose, tokenHash: sha256(token), createdAt, expiresAt: new Date(createdAt.getTime() + TOKEN_TTL_MS[purpose]),
    });
  });
  return { token, createdAt };
}

/**
 * Claims the token for `purpose` and answers its user id; an unknown, used or expired token answers
 * 400 with a text that says which. Pass a transaction to make the claim part of the change it allows.
 */
export async function consumeUserToken(db: Db, token: string, purpose: TokenPurpose): Promise<number> {
  const hash = sha256(token);
  const [claimed] = await db.update(userTokens).set({ usedAt: sql`now()` })
    .where(and(
      eq(userTokens.tokenHash, hash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`),
    ))
    .returning({ userId: userTokens.userId });
  if (claimed) return claimed.userId;
  const [row] = await db.select({ usedAt: userTokens.usedAt }).from(userTokens)
    .where(and(eq(userTokens.tokenHash, hash), eq(userTokens.purpose, purpose)));
  if (!row) throw badRequest(LINK_INVALID);
  throw badRequest(row.usedAt ? LINK_USED : LINK_EXPIRED);
}

// Access tokens are short-lived HS256 JWTs naming the user and the sign-in session (family).
// Refresh tokens are opaque, stored as SHA-256 hashes, rotated on every use; presenting a used
// one again revokes its whole family (RFC 6819 §5.2.2.3), and sign-out revokes families.
import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { refreshTokens, serverSecrets } from '../db/schema';
import { unauthorized } from '../http/errors';

export interface AccessClaims {
  userId: number;
  username: string;
  sessionId: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const SESSION_CACHE_MS = 5_000;
/** How long a just-used refresh token may come back without ending its session. */
export const REUSE_LEEWAY_MS = 10_000;
const MAX_CACHED_SESSIONS = 10_000;
const MAX_VERIFIED_TOKENS = 10_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The signing key: TOKEN_SECRET when set, otherwise one generated once and kept in the database. */
export async function loadSigningKey(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(serverSecrets).values({ name: 'token-signing-key', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'token-signing-key'));
  return new TextEncoder().encode(row.value);
}

export class TokenService {
  /** A KeyObject made once: handing jose raw bytes re-imports the key on every sign and verify. */
  private readonly key: KeyObject;
  /** Sessions recently found live: sessionId → whose it is, and until when (ms) that answer may be reused. */
  private readonly liveSessions = new Map<string, { userId: number; until: number }>();
  /**
   * Access tokens already verified: audience + token → claims and expiry (ms). A token is sent with
   * every call for its whole life, and jose's Web Crypto verify cost more CPU than the routes' own
   * work; the same string has the same signature, so only its expiry needs checking again.
   */
  private readonly verifiedTokens = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    private readonly db: Db,
    secret: Uint8Array,
    private readonly accessTtl: number,
    private readonly refreshTtl: number,
  ) {
    this.key = createSecretKey(secret);
  }

  async signAccess(claims: AccessClaims, ttlSeconds = this.accessTtl, audience = 'console'): Promise<string> {
    return new SignJWT({ username: claims.username, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /** Verifies signature and expiry; throws a 401 whose `error` lets the console refresh once. */
  async verifyAccess(token: string, audience = 'console'): Promise<AccessClaims> {
    const cacheKey = `${audience} ${token}`;
    const verified = this.verifiedTokens.get(cacheKey);
    if (verified) {
      if (verified.expiresAt > Date.now()) return verified.claims;
      this.verifiedTokens.delete(cacheKey);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience });
      const claims = { userId: Number(payload.sub), username: String(payload.username), sessionId: String(payload.sid) };
      if (this.verifiedTokens.size >= MAX_VERIFIED_TOKENS) this.verifiedTokens.clear();
      this.verifiedTokens.set(cacheKey, { claims, expiresAt: (payload.exp ?? 0) * 1000 });
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired', 'invalid_token');
      throw unauthorized('Invalid access token', 'invalid_token');
    }
  }

  /**
   * A short-lived signed statement for one purpose (the audience), e.g. a single sign-on flow's
   * state: tamper-proof and needing no server memory, so any replica can check it.
   */
  async signStatement(claims: JWTPayload, ttlSeconds: number, audience: string): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a statement signed for `audience`; undefined when forged, altered or expired. */
  async verifyStatement(token: string, audience: string): Promise<JWTPayload | undefined> {
    try {
      return (await jwtVerify(token, this.key, { algorithms: ['HS256'], audience })).payload;
    } catch {
      return undefined;
    }
  }

  /** Starts a sign-in session: a new refresh-token family. */
  async issue(userId: number, username: string): Promise<TokenPair & { sessionId: string }> {
    const sessionId = randomUUID();
    const refreshToken = await this.storeRefresh(userId, sessionId);
    const accessToken = await this.signAccess({ userId, username, sessionId });
    return { accessToken, refreshToken, sessionId };
  }

  /**
   * Swaps a refresh token for a new pair. A used token coming back after REUSE_LEEWAY_MS means it
   * was copied: the whole session ends. Within the leeway it is a lost answer (the page was left
   * while its refresh was on the way) or two tabs refreshing at once, and it gets a new pair too.
   */
  async rotate(refreshToken: string, username: (userId: number) => Promise<string | undefined>): Promise<TokenPair> {
    const hash = sha256(refreshToken);
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row) throw unauthorized('Invalid refresh token', 'invalid_grant');
    if (row.revokedAt) throw unauthorized('Session ended', 'invalid_grant');
    if (row.expiresAt.getTime() < Date.now()) throw unauthorized('Refresh token expired', 'invalid_grant');
    if (row.usedAt && Date.now() - row.usedAt.getTime() > REUSE_LEEWAY_MS) return this.endReusedSession(row.familyId);
    if (!row.usedAt) {
      // Mark used only if nobody else did in between; a concurrent winner is within the leeway.
      await this.db.update(refreshTokens).set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)));
    }
    const name = await username(row.userId);
    if (!name) throw unauthorized('Invalid refresh token', 'invalid_grant');
    const next = await this.storeRefresh(row.userId, row.familyId);
    return { accessToken: await this.signAccess({ userId: row.userId, username: name, sessionId: row.familyId }), refreshToken: next };
  }

  private async endReusedSession(sessionId: string): Promise<never> {
    await this.revokeFamily(sessionId);
    throw unauthorized('Refresh token reused; the session has been ended', 'invalid_grant');
  }

  /**
   * The user whose session `sessionId` is, while it is live; undefined once it has ended. Every
   * authenticated call asks this (an access token is only trusted for its session's own user), so
   * the answer is remembered for a few seconds. A sign-out in this process forgets it at once; one
   * made through another replica is seen within SESSION_CACHE_MS.
   */
  async liveSessionUser(sessionId: string): Promise<number | undefined> {
    const cached = this.liveSessions.get(sessionId);
    if (cached !== undefined && cached.until > Date.now()) return cached.userId;
    const [row] = await this.db.select({ userId: refreshTokens.userId }).from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt))).limit(1);
    if (!row) return undefined;
    if (this.liveSessions.size >= MAX_CACHED_SESSIONS) this.liveSessions.clear();
    this.liveSessions.set(sessionId, { userId: row.userId, until: Date.now() + SESSION_CACHE_MS });
    return row.userId;
  }

  async revokeFamily(sessionId: string): Promise<void> {
    this.liveSessions.delete(sessionId);
    await this.db.update(refreshTokens).set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
  }

  /** "Logout of all Apps": every session of the user ends (but `exceptSessionId`, after a password change). */
  async revokeAllForUser(userId: number, exceptSessionId?: string): Promise<void> {
    this.liveSessions.clear(); // which cached sessions are this user's is not known here
    await this.db.update(refreshTokens).set({ revokedAt: new Date() })
      .where(and(
        eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt),
        exceptSessionId === undefined ? undefined : ne(refreshTokens.familyId, exceptSessionId),
      ));
  }

  /** The session a current (unused, live) refresh token belongs to: sign-out with an expired access token. */
  async sessionOfRefresh(refreshToken: string): Promise<{ userId: number; sessionId: string } | undefined> {
    const [row] = await this.db.select({ userId: refreshTokens.userId, sessionId: refreshTokens.familyId }).from(refreshTokens)
      .where(and(
        eq(refreshTokens.tokenHash, sha256(refreshToken)), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ));
    return row;
  }

  private async storeRefresh(userId: number, familyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(refreshTokens).values({
      userId, familyId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + this.refreshTtl * 1000),
    });
    return token;
  }
}

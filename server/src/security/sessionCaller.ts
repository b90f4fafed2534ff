// The caller an access token names, trusted only while its session is live and belongs to that very
// user. A token is signed by the server, so a `sub` other than its session's user means the signing
// key was used by someone else (issue 27: a key copied out of the database, then a token naming
// another user with the forger's own live session). Such a token is refused like any invalid one,
// the session that carried it is ended, and the attempt is written to the activity log of every
// account of both people, for their owners to see.
import { inArray } from 'drizzle-orm';
import { recordActivity } from '../core/activity';
import { accountUsers } from '../db/schema';
import { unauthorized } from '../http/errors';
import { isId } from '../../../contract/wireTypes';
import type { Platform } from '../platform';
import type { AccessClaims } from './tokens';

export const SESSION_ENDED = 'Session ended';

/** The verified claims of `token`; 401 (invalid_token) when it is forged, expired, or its session ended or is another user's. */
export async function liveCaller(platform: Platform, token: string): Promise<AccessClaims> {
  const claims = await platform.tokens.verifyAccess(token);
  const sessionUser = await platform.tokens.liveSessionUser(claims.sessionId);
  if (sessionUser === undefined) throw unauthorized(SESSION_ENDED, 'invalid_token');
  if (sessionUser !== claims.userId) {
    await refuseForeignSubject(platform, claims, sessionUser);
    throw unauthorized('Invalid access token', 'invalid_token');
  }
  return claims;
}

async function refuseForeignSubject(platform: Platform, claims: AccessClaims, sessionUser: number): Promise<void> {
  const { db } = platform.database;
  await platform.tokens.revokeFamily(claims.sessionId);
  const people = isId(claims.userId) ? [sessionUser, claims.userId] : [sessionUser];
  const memberships = await db.selectDistinct({ accountId: accountUsers.accountId }).from(accountUsers)
    .where(inArray(accountUsers.userId, people));
  const params = { namedUserId: String(claims.userId), sessionUserId: sessionUser };
  for (const { accountId } of memberships) {
    await recordActivity(db, { accountId, userId: sessionUser, key: 'security.tokenSubjectMismatch', params, details: params });
  }
}

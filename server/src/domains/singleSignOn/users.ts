// The platform user behind a single sign-on: the one linked to this provider's subject, else the
// one whose verified email the provider has verified too, else a new user named sso_<provider>_<username>
// (no password: the profile menu offers no Change Password to sso_ users).
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { createUser, findUserByUsername, type User } from '../../core/userRecords';
import { conflict, HttpError } from '../../http/errors';
import type { SsoIdentity } from './rules';

const NAME_LIMIT = 100;

export const EMAIL_AWAITS_VERIFICATION =
  'A user with this email address exists but has not verified it yet. Verify it from the mail we sent, then sign in.';

export const ssoUsername = (identity: SsoIdentity) => `sso_${identity.ssoSystem}_${identity.username}`.toLowerCase();

async function linkedUser(db: Db, identity: SsoIdentity): Promise<User | undefined> {
  const [user] = await db.select().from(users)
    .where(and(eq(users.ssoSystem, identity.ssoSystem), eq(users.ssoUserId, identity.ssoUserId)))
    .orderBy(asc(users.id)).limit(1);
  return user;
}

function active(user: User): User {
  if (user.status !== 'ACTIVE') throw new HttpError(403, 'This user is not active.', 'user_inactive');
  return user;
}

/**
 * Links by email only when both sides verified it: otherwise whoever registered an address first
 * (without owning it) would receive its owner's sign-ins.
 */
async function userWithVerifiedEmail(db: Db, identity: SsoIdentity): Promise<User | undefined> {
  if (!identity.emailVerified || !identity.email) return undefined;
  const [user] = await db.select().from(users)
    .where(eq(sql`lower(${users.email})`, identity.email.toLowerCase()))
    .orderBy(desc(users.emailVerified), asc(users.id)).limit(1);
  if (!user) return undefined;
  if (!user.emailVerified) throw conflict(EMAIL_AWAITS_VERIFICATION);
  if (!user.ssoSystem) {
    await db.update(users).set({ ssoSystem: identity.ssoSystem, ssoUserId: identity.ssoUserId, updatedAt: sql`now()` })
      .where(and(eq(users.id, user.id), isNull(users.ssoSystem)));
  }
  return user;
}

export async function userForIdentity(db: Db, identity: SsoIdentity): Promise<User> {
  const known = await linkedUser(db, identity) ?? await userWithVerifiedEmail(db, identity);
  if (known) return active(known);
  const username = ssoUsername(identity);
  try {
    return await createUser(db, {
      username,
      email: identity.email ?? identity.username,
      firstName: identity.firstName.slice(0, NAME_LIMIT),
      lastName: identity.lastName.slice(0, NAME_LIMIT),
      emailVerified: identity.emailVerified,
      ssoSystem: identity.ssoSystem,
      ssoUserId: identity.ssoUserId,
    });
  } catch (err) {
    // Two first sign-ins at once: the other one created the user. Or the name belongs to another
    // subject of this provider (a reassigned address).
    const raced = await linkedUser(db, identity);
    if (raced) return active(raced);
    if (await findUserByUsername(db, username)) throw conflict(`The username ${username} is already taken by another user.`);
    throw err;
  }
}

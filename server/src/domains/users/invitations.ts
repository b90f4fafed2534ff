// Accepting an invitation (console-shell.md §4): single-use and race-safe. The conditional update
// claims the invitation; only the request that claimed it adds the membership and the roles, so
// accepting twice (two tabs, a double click) never creates two memberships.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appInstances, accountUsers } from '../../db/schema';
import { accountUserRoles, appDefaultUserRoles, appInstanceRoles, type AppRoleGrant } from '../roles/api';
import { userInvitations } from './tables';
import { badRequest, forbidden } from '../../http/errors';
import { addMember, type UserType } from '../accounts/api';
import type { User } from '../../core/userRecords';

export type Invitation = typeof userInvitations.$inferSelect;

export const INVITATION_NOT_FOUND = 'User Invitation not found or User Invitation already accepted';
/** The console offers to request a new invitation when a 400's message contains "expired". */
export const INVITATION_EXPIRED = 'User Invitation has expired';
export const INVITATION_FOR_ANOTHER_USER = 'This invitation was sent to another email address. Sign in as the invited user to accept it.';

/** The pending invitation for this key; expired or used keys answer 400 with the spec's texts. */
export async function usableInvitation(db: Db, key: string): Promise<Invitation> {
  const [invitation] = await db.select().from(userInvitations).where(eq(userInvitations.key, key));
  if (!invitation || invitation.status !== 'PENDING') throw badRequest(INVITATION_NOT_FOUND);
  if (invitation.expiresAt.getTime() <= Date.now()) throw badRequest(INVITATION_EXPIRED);
  return invitation;
}

export interface Accepted {
  invitation: Invitation;
  accountId: number;
  accountUserId: number;
}

/**
 * Whether this user has proved they own the invited address: it is their username or their email,
 * and they verified it (password users sign in only once verified; single sign-on users only when
 * the provider vouched for the email).
 */
export const isInvitee = (user: Pick<User, 'email' | 'username' | 'emailVerified'>, invitation: Pick<Invitation, 'email'>): boolean => {
  const invited = invitation.email.trim().toLowerCase();
  return user.emailVerified && (user.email.toLowerCase() === invited || user.username.toLowerCase() === invited);
};

/**
 * Makes `user` a member of the invitation's account with its user type, its AdminApp role
 * (roleId: a custom role of the account's AdminApp instance) and its per-app roles. Holding the
 * key is not enough: every path that accepts goes through here, so only the invitee can accept.
 */
export async function acceptInvitation(db: Db, key: string, user: User): Promise<Accepted> {
  const pending = await usableInvitation(db, key); // the precise 400 text
  if (!isInvitee(user, pending)) throw forbidden(INVITATION_FOR_ANOTHER_USER);
  const userId = user.id;
  return db.transaction(async (tx) => {
    const [invitation] = await tx.update(userInvitations)
      .set({ status: 'ACCEPTED', acceptedBy: userId, acceptedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(userInvitations.key, key), eq(userInvitations.status, 'PENDING'), gt(userInvitations.expiresAt, sql`now()`)))
      .returning();
    if (!invitation) throw badRequest(INVITATION_NOT_FOUND); // another request claimed it first
    const accountUserId = await addMember(tx, invitation.accountId, userId, invitation.userType as UserType);
    await tx.update(accountUsers).set({ status: 'ACTIVE', updatedAt: sql`now()` }).where(eq(accountUsers.id, accountUserId));

    const grants: AppRoleGrant[] = Array.isArray(invitation.appRoles) ? (invitation.appRoles as AppRoleGrant[]) : [];
    if (invitation.roleId) {
      const [adminRole] = await tx.select({ appInstanceId: appInstanceRoles.appInstanceId }).from(appInstanceRoles)
        .where(eq(appInstanceRoles.id, invitation.roleId));
      if (adminRole) grants.push({ appInstanceId: adminRole.appInstanceId, appInstanceRoleIds: [invitation.roleId] });
    }
    for (const grant of grants) await grantRoles(tx, invitation.accountId, accountUserId, userId, grant);
    return { invitation, accountId: invitation.accountId, accountUserId };
  });
}

/** Adds the grant's roles, keeping only those that belong to an instance of this account. */
async function grantRoles(db: Db, accountId: number, accountUserId: number, by: number, grant: AppRoleGrant): Promise<void> {
  const [instance] = await db.select({ id: appInstances.id, appId: appInstances.appId }).from(appInstances)
    .where(and(eq(appInstances.id, grant.appInstanceId), eq(appInstances.accountId, accountId)));
  if (!instance) return;
  const base = { accountUserId, appInstanceId: instance.id, appId: instance.appId, userCreated: by, userUpdated: by };
  for (const roleId of grant.appInstanceRoleIds ?? []) {
    const [role] = await db.select({ id: appInstanceRoles.id }).from(appInstanceRoles)
      .where(and(eq(appInstanceRoles.id, roleId), eq(appInstanceRoles.appInstanceId, instance.id)));
    if (role) await db.insert(accountUserRoles).values({ ...base, appInstanceRoleId: role.id });
  }
  for (const roleId of grant.defaultRoleIds ?? []) {
    const [role] = await db.select({ id: appDefaultUserRoles.id }).from(appDefaultUserRoles)
      .where(and(eq(appDefaultUserRoles.id, roleId), eq(appDefaultUserRoles.appId, instance.appId)));
    if (role) await db.insert(accountUserRoles).values({ ...base, appDefaultUserRoleId: role.id });
  }
}

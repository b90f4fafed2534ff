// Sending an invitation (console-shell.md §2, §7 invite-user and resend-invitation): the mailed
// accept link, and a bell item when the address already belongs to a user. Shared by the auth
// service (invite-user) and the account service (resend-invitation).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { accounts, users } from '../../db/schema';
import { notifications } from '../notifications/api';
import { userInvitations } from './tables';
import type { Platform } from '../../platform';
import type { Invitation } from './invitations';
import { notify } from '../notifications/api';
import type { User } from '../../core/userRecords';

/** 256 random bits, base64url: the mailed link's secret. */
export const newInvitationKey = (): string => randomBytes(32).toString('base64url');

export const invitationExpiry = (ttlDays: number, from = Date.now()): Date => new Date(from + ttlDays * 24 * 3600 * 1000);

/**
 * The mailed accept link. The invited address rides in the fragment, which no server receives, so
 * the registration form can be prefilled; the mail goes to that address anyway.
 */
export const acceptInviteLink = (publicUrl: string, key: string, email: string): string =>
  `${publicUrl}/admin/auth/accept-invite?key=${encodeURIComponent(key)}#email=${encodeURIComponent(email)}`;

export const resendInviteLink = (publicUrl: string, key: string): string =>
  `${publicUrl}/admin/auth/resend-invite?key=${encodeURIComponent(key)}`;

/** The user whose email or username is this address (case-insensitive), if any. */
export async function userWithAddress(db: Db, address: string): Promise<User | undefined> {
  const lower = address.trim().toLowerCase();
  const [user] = await db.select().from(users)
    .where(or(eq(sql`lower(${users.username})`, lower), eq(sql`lower(${users.email})`, lower)))
    .orderBy(users.id).limit(1);
  return user;
}

export async function businessNameOf(db: Db, accountId: number): Promise<string> {
  const [account] = await db.select({ businessName: accounts.businessName }).from(accounts).where(eq(accounts.id, accountId));
  return account?.businessName ?? '';
}

export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'username'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/** Mails the accept link and, when the address belongs to a user, adds an INVITATION bell item. */
export async function deliverInvitation(platform: Platform, invitation: Invitation, inviter: User): Promise<void> {
  const db = platform.database.db;
  const businessName = await businessNameOf(db, invitation.accountId);
  const link = acceptInviteLink(platform.config.publicUrl, invitation.key, invitation.email);
  const from = displayName(inviter);
  const days = platform.config.invitationTtlDays;
  await platform.mailer.send({
    to: invitation.email,
    subject: `Invitation to join ${businessName}`,
    text: `${from} invited you to join ${businessName} as ${invitation.roleName ?? invitation.userType}.\n\n`
      + `Accept the invitation: ${link}\n\nThe link is valid for ${days} days.`,
    html: `<p>${escapeHtml(from)} invited you to join <b>${escapeHtml(businessName)}</b> as ${escapeHtml(invitation.roleName ?? invitation.userType)}.</p>`
      + `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>The link is valid for ${days} days.</p>`,
  });
  const invitee = await userWithAddress(db, invitation.email);
  if (invitee) {
    await notify(db, {
      userId: invitee.id, accountId: invitation.accountId, type: 'INVITATION', key: invitation.key,
      message: `${from} invited you to join ${businessName}`,
    });
  }
}

/** Marks the bell items about this key as acted on (their buttons are then disabled). */
export async function actedOn(platform: Platform, key: string, type: 'INVITATION' | 'RESEND_REQUEST', userId?: number) {
  await platform.database.db.update(notifications).set({ actionDatetime: sql`now()` }).where(and(
    eq(notifications.key, key), eq(notifications.type, type), isNull(notifications.actionDatetime),
    userId === undefined ? undefined : eq(notifications.userId, userId),
  ));
}

/**
 * Renews a pending (or expired) invitation: a new expiry, the same key, mailed again by `renewer`;
 * an open request for a new one is then answered. Undefined when it is no longer pending.
 */
export async function renewInvitation(platform: Platform, invitation: Invitation, renewer: User): Promise<Invitation | undefined> {
  const [renewed] = await platform.database.db.update(userInvitations)
    .set({ expiresAt: invitationExpiry(platform.config.invitationTtlDays), updatedAt: sql`now()` })
    .where(and(eq(userInvitations.id, invitation.id), eq(userInvitations.status, 'PENDING')))
    .returning();
  if (!renewed) return undefined;
  await actedOn(platform, renewed.key, 'RESEND_REQUEST');
  await deliverInvitation(platform, renewed, renewer);
  return renewed;
}

export const invitationResent = (email: string) => `Invitation resent to ${email}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

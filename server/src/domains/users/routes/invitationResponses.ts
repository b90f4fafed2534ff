// Answering an invitation by its key (console-shell.md §2 Invitation targets, §5): accept, ask for
// a new one when it has expired, and the inviter's resend. Accepting and asking work without
// sign-in (the invitee may have no user yet); the key, 256 random bits, is the proof.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { accountUsers } from '../../../db/schema';
import { notifications } from '../../notifications/api';
import { userInvitations } from '../tables';
import {
  actedOn, businessNameOf, invitationResent, renewInvitation, resendInviteLink, userWithAddress,
} from '../invitationDelivery';
import { acceptInvitation, INVITATION_EXPIRED, INVITATION_NOT_FOUND, isInvitee, type Invitation } from '../invitations';
import { notify } from '../../notifications/api';
import { findUserById } from '../../../core/userRecords';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { bearerToken, requireCaller } from '../../../security/guard';
import { liveCaller } from '../../../security/sessionCaller';
import { adminAppInstanceId, flagsFor, hasFlag } from '../../../security/permissions';
import type { Platform } from '../../../platform';
import { AcceptOutcome, KeyQuery, Message } from '../../../../../contract/users';
import { VIEW_USER } from '../../../../../contract/usersFlags';
import { invitationKeyRoutes as declared } from '../../../../../contract/usersRoutes';
import { declaredPath } from '../../../http/declaredRoute';

/**
 * The signed-in user, or nobody without a bearer token. A token that is expired or of an ended
 * session answers 401 (invalid_token), so the console refreshes it and asks again instead of
 * taking its user for a stranger.
 */
async function optionalCaller(platform: Platform, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return undefined;
  const claims = await liveCaller(platform, token);
  return findUserById(platform.database.db, claims.userId);
}

async function invitationByKey(platform: Platform, key: string): Promise<Invitation> {
  const [invitation] = await platform.database.db.select().from(userInvitations).where(eq(userInvitations.key, key));
  if (!invitation || invitation.status !== 'PENDING') throw badRequest(INVITATION_NOT_FOUND);
  return invitation;
}

/** Who hears of a resend request: the inviter, else (inviter gone) the account's active owners. */
async function inviterIds(platform: Platform, invitation: Invitation): Promise<number[]> {
  if (invitation.invitedBy) return [invitation.invitedBy];
  const owners = await platform.database.db.select({ userId: accountUsers.userId }).from(accountUsers).where(and(
    eq(accountUsers.accountId, invitation.accountId), eq(accountUsers.userType, 'OWNER'), eq(accountUsers.status, 'ACTIVE'),
  ));
  return owners.map((o) => o.userId);
}

const invitationResponseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app;
  const { database: { db }, attempts } = platform;

  app.put(declaredPath(app, declared.accept), {
    config: { secretCheck: 'invitationKey' },
    schema: {
      summary: 'Accept an invitation; works without sign-in and then says where the invitee goes next', security: [],
      description: `400 "${INVITATION_NOT_FOUND}" for used or deleted keys, "${INVITATION_EXPIRED}" for expired ones.`,
      querystring: KeyQuery,
      response: { 200: AcceptOutcome, ...errorResponses(400, 401, 429) },
    },
  }, async (request) => {
    const { key } = request.query;
    const invitation = await attempts.verify(request, undefined, async () => {
      const found = await invitationByKey(platform, key);
      if (found.expiresAt.getTime() <= Date.now()) throw badRequest(INVITATION_EXPIRED);
      return found;
    });
    const caller = await optionalCaller(platform, request);
    if (caller && isInvitee(caller, invitation)) {
      const accepted = await acceptInvitation(db, key, caller);
      await actedOn(platform, key, 'INVITATION', caller.id);
      return { message: 'Invitation accepted', outcome: 'ACCEPTED' as const, accountId: accepted.accountId, accountUserId: accepted.accountUserId };
    }
    if (await userWithAddress(db, invitation.email)) {
      return { message: 'Sign in as the invited user to accept the invitation', outcome: 'SIGN_IN' as const };
    }
    return { message: 'Register to accept the invitation', outcome: 'REGISTER' as const };
  });

  app.put(declaredPath(app, declared.requestResend), {
    config: { secretCheck: 'invitationKey' },
    schema: {
      summary: 'Ask the inviter for a new invitation when this one has expired; works without sign-in', security: [],
      querystring: KeyQuery,
      response: { 200: Message, ...errorResponses(400, 429) },
    },
  }, async (request) => {
    const invitation = await attempts.verify(request, undefined, () => invitationByKey(platform, request.query.key));
    if (invitation.expiresAt.getTime() > Date.now()) throw badRequest('This invitation has not expired: accept it instead');
    const businessName = await businessNameOf(db, invitation.accountId);
    for (const userId of await inviterIds(platform, invitation)) {
      // One open request per inviter: asking again adds nothing to their bell or their mailbox.
      const [open] = await db.select({ id: notifications.id }).from(notifications).where(and(
        eq(notifications.key, invitation.key), eq(notifications.userId, userId), eq(notifications.type, 'RESEND_REQUEST'),
        isNull(notifications.actionDatetime),
      ));
      const inviter = await findUserById(db, userId);
      if (open || !inviter) continue;
      const message = `${invitation.email} asks for a new invitation to ${businessName}`;
      await notify(db, { userId, accountId: invitation.accountId, type: 'RESEND_REQUEST', key: invitation.key, message });
      await platform.mailer.send({
        to: inviter.email,
        subject: `New invitation requested for ${businessName}`,
        text: `${message}.\n\nResend the invitation: ${resendInviteLink(platform.config.publicUrl, invitation.key)}`,
      });
    }
    return { message: 'A new invitation has been requested' };
  });

  app.put(declaredPath(app, declared.resend), {
    config: { secretCheck: 'invitationKey' },
    schema: {
      summary: 'Renew an invitation (a new expiry, same key) and mail it again; by a holder of view_user in its account',
      querystring: KeyQuery,
      response: { 200: Message, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request) => {
    const { userId, username } = requireCaller(request);
    const invitation = await attempts.verify(request, username, () => invitationByKey(platform, request.query.key));
    const [membership] = await db.select().from(accountUsers).where(and(
      eq(accountUsers.accountId, invitation.accountId), eq(accountUsers.userId, userId), eq(accountUsers.status, 'ACTIVE'),
    ));
    if (!membership) throw notFound('User invitation');
    const instanceId = await adminAppInstanceId(db, invitation.accountId);
    const flags = instanceId ? await flagsFor(db, membership.id, membership.userType, instanceId) : {};
    if (!hasFlag(flags, VIEW_USER)) throw forbidden();
    const renewed = await renewInvitation(platform, invitation, (await findUserById(db, userId))!);
    if (!renewed) throw badRequest(INVITATION_NOT_FOUND);
    return { message: invitationResent(renewed.email) };
  });
};

export default invitationResponseRoutes;

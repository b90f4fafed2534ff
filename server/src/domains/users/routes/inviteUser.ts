// POST invite-user (console-shell.md §7): stores the invitation, mails its accept link, and puts it
// in the bell of an existing user with that address. The inviter needs view_user in the account.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { accountUsers } from '../../../db/schema';
import { appInstanceRoles } from '../../roles/api';
import { userInvitations } from '../tables';
import { deliverInvitation, invitationExpiry, newInvitationKey, userWithAddress } from '../invitationDelivery';
import { checkGrants, type AppRoleGrant } from '../../roles/api';
import { findUserById } from '../../../core/userRecords';
import { badRequest, forbidden } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { requireCaller, requireTenant, resolveTenantOf } from '../../../security/guard';
import { ALL_PERMISSIONS } from '../../../../../contract/sessionFlags';
import { VIEW_USER } from '../../../../../contract/usersFlags';
import { InvitationSent, InviteBody } from '../../../../../contract/users';
import { invitationRoutes as declared } from '../../../../../contract/usersRoutes';
import { toInvitationView } from '../accountUserQueries';
import { declaredPath } from '../../../http/declaredRoute';

/** Invitations per minute per signed-in session: each one sends a mail. */
export const INVITE_RATE_LIMIT = 30;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const accountFromBody = (request: FastifyRequest) => (request.body as { fromAccountId?: number }).fromAccountId;

const inviteUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { platform } = app;
  const db = platform.database.db;

  // The account is the body's fromAccountId, not the headers': it keeps its own guard.
  app.post(declaredPath(app, declared.invite), {
    config: {
      rateLimit: {
        max: INVITE_RATE_LIMIT, timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? request.ip,
      },
    },
    schema: {
      summary: 'Invite someone by email to join an account with a user type and roles (view_user in that account)',
      body: InviteBody,
      response: { 201: InvitationSent, ...errorResponses(400, 401, 403, 429) },
    },
    preHandler: resolveTenantOf(accountFromBody, VIEW_USER),
  }, async (request, reply) => {
    const { userId } = requireCaller(request);
    const tenant = requireTenant(request);
    const body = request.body;
    if (body.fromUserId !== userId) throw forbidden('fromUserId does not match the signed-in user');
    const email = body.toEmail.trim();
    if (!EMAIL.test(email)) throw badRequest('Please enter a valid email', { field: 'toEmail' });
    const allPermissions = tenant.flags[ALL_PERMISSIONS] === true;
    if (body.userType === 'OWNER' && !allPermissions) throw forbidden('Only a user with all permissions can invite an owner');

    if (body.roleId) {
      const [role] = await db.select({ id: appInstanceRoles.id }).from(appInstanceRoles)
        .where(and(eq(appInstanceRoles.id, body.roleId), eq(appInstanceRoles.appInstanceId, tenant.adminAppInstanceId)));
      if (!role) throw badRequest("roleId must be a role of the account's AdminApp", { field: 'roleId' });
    }
    const grants: AppRoleGrant[] = [...(body.appRoles ?? [])];
    if (body.roleId) grants.push({ appInstanceId: tenant.adminAppInstanceId, appInstanceRoleIds: [body.roleId] });
    const checked = await checkGrants(db, tenant.accountId, grants);
    if (checked.grantsAllPermissions && !allPermissions) throw forbidden('Only a user with all permissions can grant all permissions');

    const existing = await userWithAddress(db, email);
    if (existing) {
      const [member] = await db.select({ id: accountUsers.id }).from(accountUsers)
        .where(and(eq(accountUsers.accountId, tenant.accountId), eq(accountUsers.userId, existing.id)));
      if (member) throw badRequest(`${email} is already a user of this account`, { field: 'toEmail' });
    }

    const invitation = await db.transaction(async (tx) => {
      // A new invitation replaces the address's earlier open ones: only the latest link works.
      await tx.update(userInvitations).set({ status: 'DELETED', updatedAt: sql`now()` }).where(and(
        eq(userInvitations.accountId, tenant.accountId), eq(sql`lower(${userInvitations.email})`, email.toLowerCase()),
        eq(userInvitations.status, 'PENDING'),
      ));
      const [created] = await tx.insert(userInvitations).values({
        key: newInvitationKey(), accountId: tenant.accountId, email, roleId: body.roleId ?? null, roleName: body.roleName?.trim() || null,
        userType: body.userType, appRoles: body.appRoles ?? [], invitedBy: userId,
        expiresAt: invitationExpiry(platform.config.invitationTtlDays),
      }).returning();
      return created;
    });
    await deliverInvitation(platform, invitation, (await findUserById(db, userId))!);
    return reply.status(201).send({ message: `Invitation sent to ${email}`, data: toInvitationView(invitation) });
  });
};

export default inviteUserRoutes;

// The account's invitations on the Users page: list (with their state), resend, delete, and the role
// choices the invite form offers. All need view_user in the account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { appInstances, apps } from '../../../db/schema';
import { appDefaultUserRoles, appInstanceRoles } from '../../roles/api';
import { userInvitations } from '../tables';
import { badRequest, notFound } from '../../../http/errors';
import { pageOf, parseSortParam } from '../../../http/paging';
import { errorResponses } from '../../../http/responses';
import { mountDeclared, declaredPath } from '../../../http/declaredRoute';
import { requireCaller, requireTenant } from '../../../security/guard';
import { findUserById } from '../../../core/userRecords';
import { invitationResent, renewInvitation } from '../invitationDelivery';
import { ADMIN_APP, DEVELOPER_APP_TYPE } from '../../../../../contract/appKinds';
import {
  INVITATION_SORT_FIELDS, InstanceRoleChoicesList, InvitationIdParams, InvitationListQuery, InvitationPage, InviteRolesQuery, Message,
} from '../../../../../contract/users';
import { invitationRoutes as declared } from '../../../../../contract/usersRoutes';
import { DEFAULT_INVITATION_SORT, listInvitations } from '../accountUserQueries';
import { usersAdminOfQueryAccount } from '../userGuards';

export const INVITATION_DELETED = 'User invitation deleted';

const userInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  // The account is the one of the accountId query, not of the headers: these keep their own guard.
  app.get(declaredPath(app, declared.list), {
    schema: {
      summary: "The account's invitations with their state, paged (search on email and role)",
      querystring: InvitationListQuery,
      response: { 200: InvitationPage, ...errorResponses(400, 401, 403) },
    },
    preHandler: usersAdminOfQueryAccount,
  }, async (request) => {
    const { type, userType, query, sort } = request.query;
    return listInvitations(db, requireTenant(request).accountId, { state: type, userType, query }, pageOf(request.query),
      parseSortParam(sort, INVITATION_SORT_FIELDS, DEFAULT_INVITATION_SORT));
  });

  mountDeclared(app, declared.remove, { params: InvitationIdParams, response: Message }, {
    summary: 'Delete a pending (or expired) invitation of the account of the headers: its link stops working', errors: [400, 401, 403, 404],
  }, async (request) => {
    const where = and(eq(userInvitations.id, request.params.id), eq(userInvitations.accountId, requireTenant(request).accountId));
    const [invitation] = await db.select({ status: userInvitations.status }).from(userInvitations).where(where);
    if (!invitation) throw notFound('User invitation');
    if (invitation.status === 'ACCEPTED') throw badRequest('An accepted invitation cannot be deleted; remove the user instead');
    await db.update(userInvitations).set({ status: 'DELETED', updatedAt: sql`now()` }).where(where);
    return { message: INVITATION_DELETED };
  });

  mountDeclared(app, declared.resend, { params: InvitationIdParams, response: Message }, {
    summary: 'Resend a pending invitation of the account of the headers, renewing an expired one (a new expiry, the same link)',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const { userId } = requireCaller(request);
    const [invitation] = await db.select().from(userInvitations)
      .where(and(eq(userInvitations.id, request.params.id), eq(userInvitations.accountId, requireTenant(request).accountId)));
    if (!invitation || invitation.status === 'DELETED') throw notFound('User invitation');
    const renewed = invitation.status === 'PENDING'
      ? await renewInvitation(app.platform, invitation, (await findUserById(db, userId))!)
      : undefined;
    if (!renewed) throw badRequest('Only a pending or expired invitation can be resent');
    return { message: invitationResent(renewed.email) };
  });

  app.get(declaredPath(app, declared.roleChoices), {
    schema: {
      summary: "The roles an invitation may grant: per app instance of the account, its custom roles and its app's default roles",
      querystring: InviteRolesQuery,
      response: { 200: InstanceRoleChoicesList, ...errorResponses(400, 401, 403) },
    },
    preHandler: usersAdminOfQueryAccount,
  }, async (request) => {
    const instances = await db.select({ appInstanceId: appInstances.id, appId: apps.id, appName: apps.name }).from(appInstances)
      .innerJoin(apps, eq(apps.id, appInstances.appId))
      // The developer app is the account's developer portal subscription: it has no roles to grant.
      .where(and(eq(appInstances.accountId, requireTenant(request).accountId), ne(apps.type, DEVELOPER_APP_TYPE)))
      .orderBy(sql`${apps.name} <> ${ADMIN_APP}`, asc(apps.name));
    return Promise.all(instances.map(async (instance) => {
      const custom = await db.select({ id: appInstanceRoles.id, roleName: appInstanceRoles.roleName }).from(appInstanceRoles)
        .where(eq(appInstanceRoles.appInstanceId, instance.appInstanceId)).orderBy(asc(appInstanceRoles.roleName));
      const defaults = await db.select({ id: appDefaultUserRoles.id, roleName: appDefaultUserRoles.roleName, userType: appDefaultUserRoles.userType })
        .from(appDefaultUserRoles).where(eq(appDefaultUserRoles.appId, instance.appId)).orderBy(asc(appDefaultUserRoles.id));
      return {
        ...instance,
        isAdminApp: instance.appName === ADMIN_APP,
        roles: [
          ...defaults.map((r) => ({ ...r, kind: 'default' as const })),
          ...custom.map((r) => ({ ...r, kind: 'instance' as const, userType: null })),
        ],
      };
    }));
  });
};

export default userInvitationRoutes;

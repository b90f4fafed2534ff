// Access requests: a member with no role in one of the account's app instances asks for one; the
// account's user managers answer from their bell (Grant) or the access-decline page (Deny). Mounted
// from their declarations (contract/notificationsRoutes.ts): the ask in the account of the headers,
// the answers in no account (the request is the answerer's own notification).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerAccessRequest, requestAccess, type AccessAnswer } from '../accessRequests';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller, requireTenant } from '../../../security/guard';
import { rolesHeld } from '../../roles/api';
import { AccessRequestBody, Message, NotificationIdQuery } from '../../../../../contract/notifications';
import { accessRequestRoutes as declared } from '../../../../../contract/notificationsRoutes';

const answers: { route: typeof declared.grant; answer: AccessAnswer; summary: string; message: string }[] = [
  { route: declared.grant, answer: 'GRANT', summary: "Grant the request: the app's default roles for plain users", message: 'Access granted' },
  { route: declared.deny, answer: 'DENY', summary: 'Decline the request; the requester is told', message: 'Access request declined' },
];

const accessRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.request, { body: AccessRequestBody, response: Message }, {
    summary: 'Ask for access to one of the account\'s app instances where the caller has no role',
    description: 'Notifies every other active member of the account who holds view_user.',
    errors: [400, 401, 403, 404, 409],
  }, async (request) => {
    const tenant = requireTenant(request);
    const member = { accountUserId: tenant.accountUserId, userType: tenant.userType };
    await requestAccess(db, {
      accountId: tenant.accountId, accountUserId: tenant.accountUserId, userId: requireCaller(request).userId,
      holdsRole: async (instance) => (await rolesHeld(db, member, instance)).length > 0,
    }, request.body.appInstanceId);
    return { message: 'Access request sent' };
  });

  for (const { route, answer, summary, message } of answers) {
    mountDeclared(app, route, { query: NotificationIdQuery, response: Message }, {
      summary,
      description: 'The notification must be one of the caller\'s access requests; the first answer wins.',
      errors: [400, 401, 403, 404],
    }, async (request) => {
      await answerAccessRequest(db, requireCaller(request).userId, request.query.notificationId, answer);
      return { message };
    });
  }
};

export default accessRequestRoutes;

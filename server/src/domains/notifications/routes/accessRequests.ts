// Access requests: a member with no role in one of the account's app instances asks for one; the
// account's user managers answer from their bell (Grant) or the access-decline page (Deny).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answerAccessRequest, requestAccess, type AccessAnswer } from '../accessRequests';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { rolesHeld } from '../../roles/api';
import { Id } from '../../../../../contract/wireTypes';

const tags = ['auth'];
const Message = Type.Object({ message: Type.String() });
const NotificationIdQuery = Type.Object({ notificationId: Id() });

const answers: { path: string; answer: AccessAnswer; summary: string; message: string }[] = [
  { path: '/access-request/grant', answer: 'GRANT', summary: "Grant the request: the app's default roles for plain users", message: 'Access granted' },
  { path: '/access-request/deny', answer: 'DENY', summary: 'Decline the request; the requester is told', message: 'Access request declined' },
];

const accessRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.post('/access-request', {
    preHandler: inAccount(),
    schema: {
      tags, summary: 'Ask for access to one of the account\'s app instances where the caller has no role',
      description: 'Notifies every other active member of the account who holds view_user.',
      body: Type.Object({ appInstanceId: Id() }),
      response: { 200: Message, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const tenant = requireTenant(request);
    const member = { accountUserId: tenant.accountUserId, userType: tenant.userType };
    await requestAccess(db, {
      accountId: tenant.accountId, accountUserId: tenant.accountUserId, userId: requireCaller(request).userId,
      holdsRole: async (instance) => (await rolesHeld(db, member, instance)).length > 0,
    }, request.body.appInstanceId);
    return { message: 'Access request sent' };
  });

  for (const { path, answer, summary, message } of answers) {
    app.put(path, {
      schema: {
        tags, summary,
        description: 'The notification must be one of the caller\'s access requests; the first answer wins.',
        querystring: NotificationIdQuery,
        response: { 200: Message, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request) => {
      await answerAccessRequest(db, requireCaller(request).userId, request.query.notificationId, answer);
      return { message };
    });
  }
};

export default accessRequestRoutes;

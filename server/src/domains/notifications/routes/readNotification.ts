// GET /users/read-notification (console-shell.md §7): opening an item in the bell marks it read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { markRead, notificationView } from '../userNotifications';
import { NotificationView } from '../../../../../contract/notifications';
import { errorResponses } from '../../../http/responses';
import { requireCaller } from '../../../security/guard';
import { Id } from '../../../../../contract/wireTypes';

const readNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/read-notification', {
    schema: {
      tags: ['account'], summary: "Mark one of the caller's notifications read",
      description: 'Keeps the first reading time; another user\'s notification is not found.',
      querystring: Type.Object({ notificationId: Id() }),
      response: { 200: NotificationView, ...errorResponses(400, 401, 404) },
    },
  }, async (request) => notificationView(await markRead(db, requireCaller(request).userId, request.query.notificationId)));
};

export default readNotificationRoutes;

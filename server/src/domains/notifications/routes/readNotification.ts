// GET /users/read-notification (console-shell.md §7): opening an item in the bell marks it read.
// Mounted from its declaration (contract/notificationsRoutes.ts), in no account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { markRead, notificationView } from '../userNotifications';
import { NotificationIdQuery, NotificationView } from '../../../../../contract/notifications';
import { notificationRoutes as declared } from '../../../../../contract/notificationsRoutes';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller } from '../../../security/guard';

const readNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.read, { query: NotificationIdQuery, response: NotificationView }, {
    summary: "Mark one of the caller's notifications read",
    description: 'Keeps the first reading time; another user\'s notification is not found.',
    errors: [400, 401, 404],
  }, async (request) => notificationView(await markRead(db, requireCaller(request).userId, request.query.notificationId)));
};

export default readNotificationRoutes;

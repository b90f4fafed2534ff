// The caller's notifications (console-shell.md §7): list, read all, delete one, delete all. They
// belong to the user, not to an account: no tenant headers, and the userId the console sends must
// be the caller's own (403 otherwise); another user's notification is not found (404). Mounted from
// their declarations (contract/notificationsRoutes.ts), in no account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../tables';
import { markAllRead, notificationPage } from '../userNotifications';
import {
  Message, NotificationIdQuery, NotificationListQuery, NotificationPage, NotificationsChanged, OwnUserQuery,
} from '../../../../../contract/notifications';
import { MAX_NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from '../../../../../contract/notificationsRules';
import { notificationRoutes as declared } from '../../../../../contract/notificationsRoutes';
import { forbidden, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller } from '../../../security/guard';

/** The caller's id, which the userId parameter must name. */
function ownUserId(request: FastifyRequest & { query: { userId: number } }): number {
  const { userId } = requireCaller(request);
  if (request.query.userId !== userId) throw forbidden('userId does not match the signed-in user');
  return userId;
}

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.list, { query: NotificationListQuery, response: NotificationPage }, {
    summary: "The caller's notifications, newest first, with the unread count",
    description: `Paged: zero-based page, size ${NOTIFICATION_PAGE_SIZE} by default, at most ${MAX_NOTIFICATION_PAGE_SIZE}.`,
    errors: [400, 401, 403],
  }, async (request) => {
    const { page = 0, size = NOTIFICATION_PAGE_SIZE } = request.query;
    return notificationPage(db, ownUserId(request), page, size);
  });

  mountDeclared(app, declared.readAll, { query: OwnUserQuery, response: NotificationsChanged }, {
    summary: "Mark all of the caller's notifications read", errors: [400, 401, 403],
  }, async (request) => {
    const count = await markAllRead(db, ownUserId(request));
    return { message: 'Notifications marked as read', count };
  });

  mountDeclared(app, declared.remove, { query: NotificationIdQuery, response: Message }, {
    summary: 'Delete one of the caller\'s notifications', errors: [400, 401, 404],
  }, async (request) => {
    const deleted = await db.delete(notifications)
      .where(and(eq(notifications.id, request.query.notificationId), eq(notifications.userId, requireCaller(request).userId)))
      .returning({ id: notifications.id });
    if (deleted.length === 0) throw notFound('Notification');
    return { message: 'Notification deleted successfully' };
  });

  mountDeclared(app, declared.removeAll, { query: OwnUserQuery, response: NotificationsChanged }, {
    summary: "Delete all of the caller's notifications", errors: [400, 401, 403],
  }, async (request) => {
    const deleted = await db.delete(notifications).where(eq(notifications.userId, ownUserId(request)))
      .returning({ id: notifications.id });
    return { message: 'Notifications deleted successfully', count: deleted.length };
  });
};

export default notificationRoutes;

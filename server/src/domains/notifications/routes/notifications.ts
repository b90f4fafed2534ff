// The caller's notifications (console-shell.md §7): list, read all, delete one, delete all. They
// belong to the user, not to an account: no tenant headers, and the userId the console sends must
// be the caller's own (403 otherwise); another user's notification is not found (404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import { markAllRead, notificationPage } from '../userNotifications';
import { NotificationPage } from '../../../../../contract/notifications';
import { MAX_NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from '../../../../../contract/notificationsRules';
import { forbidden, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { requireCaller } from '../../../security/guard';
import { pageQuery } from '../../../http/paging';
import { Id } from '../../../../../contract/wireTypes';

const tags = ['auth'];
const UserIdQuery = Type.Object({ userId: Id({ description: "The caller's own user id" }) });
const NotificationIdQuery = Type.Object({ notificationId: Id() });
const Message = Type.Object({ message: Type.String() });
const Changed = Type.Object({ message: Type.String(), count: Type.Integer({ minimum: 0 }) });

/** The userId parameter must name the caller. */
const ownUserId: preHandlerAsyncHookHandler = async function (request) {
  if ((request.query as { userId: number }).userId !== requireCaller(request).userId) {
    throw forbidden('userId does not match the signed-in user');
  }
};

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get('/notifications', {
    preHandler: ownUserId,
    schema: {
      tags, summary: "The caller's notifications, newest first, with the unread count",
      description: `Paged: zero-based page, size ${NOTIFICATION_PAGE_SIZE} by default, at most ${MAX_NOTIFICATION_PAGE_SIZE}.`,
      querystring: Type.Object({
        ...UserIdQuery.properties,
        page: pageQuery.page,
        size: Type.Optional(Id({ maximum: MAX_NOTIFICATION_PAGE_SIZE, default: NOTIFICATION_PAGE_SIZE })),
      }),
      response: { 200: NotificationPage, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const { page = 0, size = NOTIFICATION_PAGE_SIZE } = request.query;
    return notificationPage(db, requireCaller(request).userId, page, size);
  });

  app.put('/clear-notification', {
    preHandler: ownUserId,
    schema: {
      tags, summary: "Mark all of the caller's notifications read",
      querystring: UserIdQuery,
      response: { 200: Changed, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const count = await markAllRead(db, requireCaller(request).userId);
    return { message: 'Notifications marked as read', count };
  });

  app.delete('/delete-notification', {
    schema: {
      tags, summary: 'Delete one of the caller\'s notifications',
      querystring: NotificationIdQuery,
      response: { 200: Message, ...errorResponses(400, 401, 404) },
    },
  }, async (request) => {
    const deleted = await db.delete(notifications)
      .where(and(eq(notifications.id, request.query.notificationId), eq(notifications.userId, requireCaller(request).userId)))
      .returning({ id: notifications.id });
    if (deleted.length === 0) throw notFound('Notification');
    return { message: 'Notification deleted successfully' };
  });

  app.delete('/delete-notifications', {
    preHandler: ownUserId,
    schema: {
      tags, summary: "Delete all of the caller's notifications",
      querystring: UserIdQuery,
      response: { 200: Changed, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const deleted = await db.delete(notifications).where(eq(notifications.userId, requireCaller(request).userId))
      .returning({ id: notifications.id });
    return { message: 'Notifications deleted successfully', count: deleted.length };
  });
};

export default notificationRoutes;

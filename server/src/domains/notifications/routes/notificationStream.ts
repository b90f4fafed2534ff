// GET /auth/notifications/stream: the bell's live updates as server-sent events (http/eventStream.ts:
// kept alive, ended at sign-out and at the server's close). Each new notification of the caller is
// one `notification` event; a change of the caller's roles or permissions is a `flags` event (data
// {}), so the console reads its flags again. A hijacked answer, not one mountDeclared's handler
// returns: mounted by hand at its declaration's path (in no account).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notificationView } from '../userNotifications';
import { errorResponses } from '../../../http/responses';
import { eventStreams } from '../../../http/eventStream';
import { requireCaller } from '../../../security/guard';
import { NotificationEvents } from '../../../../../contract/notifications';
import { notificationRoutes as declared } from '../../../../../contract/notificationsRoutes';
import { declaredPath } from '../../../http/declaredRoute';

/** Open streams per user (tabs and devices); more answer 429 rather than pile up sockets. */
export const MAX_STREAMS_PER_USER = 10;

const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { notifications } = app.platform;
  const streams = eventStreams(app, MAX_STREAMS_PER_USER, 'Too many open notification streams');

  app.get(declaredPath(app, declared.stream), {
    schema: {
      summary: "The caller's new notifications as server-sent events",
      description: 'text/event-stream: `ready` once, then a `notification` event (the notification as JSON) for each '
        + 'new one, and a `flags` event (data {}) when the caller\'s roles or permissions changed (read the flags again); comments keep it alive. Ends when the session is signed out. Read it with fetch and the bearer header.',
      response: { 200: NotificationEvents, ...errorResponses(401, 429) },
    },
  }, async (request, reply) => {
    const caller = requireCaller(request);
    streams.open(caller, reply, (send) => {
      const unsubscribe = notifications.on((created) => {
        if (created.userId === caller.userId) send('notification', notificationView(created));
      });
      const unsubscribeFlags = notifications.onFlagsChanged((changed) => {
        if (changed === caller.userId) send('flags', {});
      });
      return () => {
        unsubscribe();
        unsubscribeFlags();
      };
    });
  });
};

export default streamRoutes;

// GET /auth/notifications/stream: the user's event stream, server-sent events (http/eventStream.ts:
// kept alive, ended at sign-out and at the server's close), the one connection a console keeps open
// (record 0413). Each new notification of the caller is one `notification` event; a change of the
// caller's roles or permissions is a `flags` event (data {}), so the console reads its flags again;
// a change of records in one of the caller's accounts that they may list is a `change` event
// (http/changeAnnouncements.ts), so their open lists read themselves again. A hijacked answer, not one
// mountDeclared's handler returns: mounted by hand at its declaration's path (in no account).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notificationView } from '../userNotifications';
import { errorResponses } from '../../../http/responses';
import { eventStreams } from '../../../http/eventStream';
import { requireCaller } from '../../../security/guard';
import { hearsOf } from '../../../http/changeAnnouncements';
import { NotificationEvents } from '../../../../../contract/notifications';
import type { ChangeEvent } from '../../../../../contract/liveChanges';
import { notificationRoutes as declared } from '../../../../../contract/notificationsRoutes';
import { declaredPath } from '../../../http/declaredRoute';

/** Open streams per user (tabs and devices); more answer 429 rather than pile up sockets. */
export const MAX_STREAMS_PER_USER = 10;

const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { notifications, changes, memberships } = app.platform;
  const streams = eventStreams(app, MAX_STREAMS_PER_USER, 'Too many open notification streams');

  app.get(declaredPath(app, declared.stream), {
    schema: {
      summary: "The caller's live events: new notifications, changed flags, changed records",
      description: 'text/event-stream: `ready` once, then a `notification` event (the notification as JSON) for each '
        + 'new one, a `flags` event (data {}) when the caller\'s roles or permissions changed (read the flags again), and a '
        + '`change` event ({ accountId, topic, type }) each time records of a route table change in one of the caller\'s accounts '
        + "(topic: the table's name, e.g. parameters), sent only while the caller may read that table's lists there; comments "
        + 'keep it alive. Ends when the session is signed out. Read it with fetch and the bearer header.',
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
      const unsubscribeChanges = changes.on((change) => {
        hearsOf(memberships, caller.userId, change).then((hears) => {
          if (hears) send('change', { accountId: change.accountId, topic: change.topic, type: change.type } satisfies ChangeEvent);
        }, (err: Error) => request.log.warn(`Change of ${change.topic} not sent: ${err.message}`));
      });
      return () => {
        unsubscribe();
        unsubscribeFlags();
        unsubscribeChanges();
      };
    });
  });
};

export default streamRoutes;

// GET /auth/notifications/stream: the bell's live updates as server-sent events over a plain
// authenticated GET (the console reads it with fetch, which can send the bearer header; EventSource
// cannot). Each new notification of the caller is one `notification` event; a change of the
// caller's roles or permissions is a `flags` event (data {}), so the console reads its flags again.
// The stream ends when the session is signed out (checked every STREAM_CHECK_MS), and the server's
// close ends every stream first, so an open stream never keeps the process alive. A hijacked answer,
// not one mountDeclared's handler returns: mounted by hand at its declaration's path (in no account).
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notificationView } from '../userNotifications';
import { HttpError } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { requireCaller } from '../../../security/guard';
import { NotificationEvents } from '../../../../../contract/notifications';
import { notificationRoutes as declared } from '../../../../../contract/notificationsRoutes';
import { declaredPath } from '../../../http/declaredRoute';

/** How often an open stream sends a keep-alive comment and re-checks its session. */
export const STREAM_CHECK_MS = 5_000;
/** Open streams per user (tabs and devices); more answer 429 rather than pile up sockets. */
export const MAX_STREAMS_PER_USER = 10;

const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tokens, notifications } = app.platform;
  /** Every open stream's end, by user: counted for the cap, ended on close. */
  const open = new Map<number, Set<() => void>>();

  app.addHook('preClose', async () => {
    for (const ends of open.values()) for (const end of [...ends]) end();
  });

  app.get(declaredPath(app, declared.stream), {
    schema: {
      summary: "The caller's new notifications as server-sent events",
      description: 'text/event-stream: `ready` once, then a `notification` event (the notification as JSON) for each '
        + 'new one, and a `flags` event (data {}) when the caller\'s roles or permissions changed (read the flags again); comments keep it alive. Ends when the session is signed out. Read it with fetch and the bearer header.',
      response: { 200: NotificationEvents, ...errorResponses(401, 429) },
    },
  }, async (request, reply) => {
    const { userId, sessionId } = requireCaller(request);
    const streams = open.get(userId) ?? new Set<() => void>();
    if (streams.size >= MAX_STREAMS_PER_USER) throw new HttpError(429, 'Too many open notification streams');

    reply.hijack();
    const raw: ServerResponse = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no', // proxies must not buffer the events
    });
    const send = (chunk: string) => {
      if (!raw.writableEnded) raw.write(chunk);
    };

    const unsubscribe = notifications.on((created) => {
      if (created.userId === userId) send(`event: notification\ndata: ${JSON.stringify(notificationView(created))}\n\n`);
    });
    const unsubscribeFlags = notifications.onFlagsChanged((changed) => {
      if (changed === userId) send('event: flags\ndata: {}\n\n');
    });
    const timer = setInterval(() => {
      tokens.liveSessionUser(sessionId)
        .then((sessionUser) => (sessionUser === userId ? send(': keep-alive\n\n') : end()))
        .catch(() => end());
    }, STREAM_CHECK_MS);
    timer.unref();

    function end() {
      clearInterval(timer);
      unsubscribe();
      unsubscribeFlags();
      streams.delete(end);
      if (streams.size === 0) open.delete(userId);
      if (!raw.writableEnded) raw.end();
    }
    streams.add(end);
    open.set(userId, streams);
    raw.on('close', end); // the client went away (or the response was ended)
    send('retry: 3000\nevent: ready\ndata: {}\n\n');
  });
};

export default streamRoutes;

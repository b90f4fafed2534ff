// A server-sent event stream over a plain authenticated GET (the console reads it with fetch, which
// can send the bearer and tenant headers; EventSource cannot): the answer is hijacked, kept alive by
// a comment every STREAM_CHECK_MS, which also re-checks the session (a signed-out session's streams
// end), capped per user, and ended by the server's close first, so an open stream never keeps the
// process alive. Shared by the notifications and live changes streams.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from './errors';
import type { AccessClaims } from '../security/tokens';

/** How often an open stream sends a keep-alive comment and re-checks its session. */
export const STREAM_CHECK_MS = 5_000;

export interface EventStreams {
  /**
   * Opens the caller's stream: `listen` subscribes whatever feeds it (given `send`, which writes one
   * event) and returns the unsubscribe, called when the stream ends. Sends `ready` once open.
   */
  open(caller: AccessClaims, reply: FastifyReply, listen: (send: (event: string, data: unknown) => void) => () => void): void;
}

/** The streams of one route: `perUser` open at most per user (tabs and devices); more answer 429 with `tooMany`. */
export function eventStreams(app: FastifyInstance, perUser: number, tooMany: string): EventStreams {
  const { tokens } = app.platform;
  /** Every open stream's end, by user: counted for the cap, ended on close. */
  const open = new Map<number, Set<() => void>>();
  app.addHook('preClose', async () => {
    for (const ends of open.values()) for (const end of [...ends]) end();
  });

  return {
    open({ userId, sessionId }, reply, listen) {
      const streams = open.get(userId) ?? new Set<() => void>();
      if (streams.size >= perUser) throw new HttpError(429, tooMany);

      reply.hijack();
      const raw: ServerResponse = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no', // proxies must not buffer the events
      });
      const write = (chunk: string) => {
        if (!raw.writableEnded) raw.write(chunk);
      };
      const unlisten = listen((event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      const timer = setInterval(() => {
        tokens.liveSessionUser(sessionId)
          .then((sessionUser) => (sessionUser === userId ? write(': keep-alive\n\n') : end()))
          .catch(() => end());
      }, STREAM_CHECK_MS);
      timer.unref();

      function end() {
        clearInterval(timer);
        unlisten();
        streams.delete(end);
        if (streams.size === 0) open.delete(userId);
        if (!raw.writableEnded) raw.end();
      }
      streams.add(end);
      open.set(userId, streams);
      raw.on('close', end); // the client went away (or the response was ended)
      write('retry: 3000\nevent: ready\ndata: {}\n\n');
    },
  };
}

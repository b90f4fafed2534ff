// Follows GET /auth/notifications/stream (server-sent events) with fetch, because EventSource
// cannot send the bearer header. A `flags` event (the user's roles changed) tells the console to read
// its flags again. Every event (`ready` on connect, `notification` for a new one)
// tells the bell to reload its page: the server's list stays the one source of truth, and a
// reconnect catches up on whatever was missed while disconnected. Its address is the declared one
// (contract/notificationsRoutes.ts).
import { serviceUrl } from '../../config/services';
import { notificationRoutes } from '../../../contract/notificationsRoutes';
import { pathOf } from '../../../contract/routeTable';
import { announceFlagsStale, bearerHeader, readSessionValues } from '../../session';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface StreamListener {
  /** Something changed (or the stream just connected): reload. */
  onEvent(): void;
  /** The access token was refused: renew it (any authenticated call does), then the stream reconnects. */
  onUnauthorized(): Promise<unknown>;
}

type Outcome = 'ended' | 'failed' | 'unauthorized';

/** Event names of a block of SSE lines (`event: x`); comments and data lines are skipped. */
export function eventNames(block: string): string[] {
  return block.split('\n').filter((line) => line.startsWith('event:')).map((line) => line.slice('event:'.length).trim());
}

const { stream } = notificationRoutes;

async function readOnce(signal: AbortSignal, listener: StreamListener): Promise<Outcome> {
  try {
    const response = await fetch(serviceUrl(stream.service, pathOf(stream)), {
      headers: { Accept: 'text/event-stream', ...bearerHeader() },
      signal,
    });
    if (response.status === 401) return 'unauthorized';
    if (!response.ok || !response.body) return 'failed';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      const names = blocks.flatMap(eventNames);
      if (names.includes('flags')) announceFlagsStale();
      if (names.length > 0) listener.onEvent();
    }
  } catch {
    return 'failed'; // network failure, or the abort below
  }
}

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

/** Follows the stream until `signal` aborts (the bell unmounts: sign-out) or the session is gone. */
export async function followNotifications(signal: AbortSignal, listener: StreamListener): Promise<void> {
  let delay = RETRY_MIN_MS;
  while (!signal.aborted && readSessionValues().signedIn) {
    const outcome = await readOnce(signal, listener);
    if (signal.aborted) return;
    if (outcome === 'unauthorized') await listener.onUnauthorized().catch(() => undefined);
    // A stream that ran and ended (server restart) or a renewed token reconnects promptly; failures back off.
    delay = outcome === 'failed' ? Math.min(delay * 2, RETRY_MAX_MS) : RETRY_MIN_MS;
    await pause(delay, signal);
  }
}

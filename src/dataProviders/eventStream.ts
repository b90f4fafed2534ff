// Follows a server-sent event stream (server/src/http/eventStream.ts) with fetch, because EventSource
// cannot send the bearer header: reconnects after the server ends it (a restart) or the network fails
// (backing off), and asks for the token to be renewed when it is refused. The user's event stream
// (sessionEvents.ts) follows it.
import { serviceUrl } from '../config/services';
import { pathOf, type Route } from '../../contract/routeTable';
import { readSessionValues } from '../session';
import { readEvents, type StreamEvent } from '../../contract/serverSentEvents';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export type { StreamEvent } from '../../contract/serverSentEvents';

export interface StreamListener {
  /** Events as they arrive (`ready` first on each connection), a block at a time. */
  onEvents(events: StreamEvent[]): void;
  /** The access token was refused: renew it (any authenticated call does), then the stream reconnects. */
  onUnauthorized(): Promise<unknown>;
}

type Outcome = 'ended' | 'failed' | 'unauthorized';

async function readOnce(route: Route, headers: Record<string, string>, signal: AbortSignal, listener: StreamListener): Promise<Outcome> {
  try {
    const response = await fetch(serviceUrl(route.service, pathOf(route)), { headers: { Accept: 'text/event-stream', ...headers }, signal });
    if (response.status === 401) return 'unauthorized';
    if (!response.ok || !response.body) return 'failed';
    await readEvents(response.body, listener.onEvents);
    return 'ended';
  } catch {
    return 'failed'; // network failure, or the abort below
  }
}

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

/**
 * Follows the declared stream until `signal` aborts or the session is gone; `headers` are read at
 * each connection (a renewed token).
 */
export async function followEventStream(
  route: Route, headers: () => Record<string, string>, signal: AbortSignal, listener: StreamListener,
): Promise<void> {
  let delay = RETRY_MIN_MS;
  while (!signal.aborted && readSessionValues().signedIn) {
    const outcome = await readOnce(route, headers(), signal, listener);
    if (signal.aborted) return;
    if (outcome === 'unauthorized') await listener.onUnauthorized().catch(() => undefined);
    // A stream that ran and ended (server restart) or a renewed token reconnects promptly; failures back off.
    delay = outcome === 'failed' ? Math.min(delay * 2, RETRY_MAX_MS) : RETRY_MIN_MS;
    await pause(delay, signal);
  }
}

// The console's one live connection (record 0413): the signed-in user's event stream
// (GET /auth/notifications/stream: new notifications, `flags` when their roles changed, `change` when
// records of their accounts changed), followed by ONE tab of this browser and shared with the others.
// A browser opens six connections to one server over HTTP/1.1; a stream per tab, or two, left a few
// tabs' own calls waiting. The tabs share the session (localStorage), so they share its stream: the
// tab holding the Web Lock follows it and posts each block of events on a BroadcastChannel; when that
// tab closes, the lock passes to another, whose fresh `ready` tells every tab to catch up. Without
// Web Locks (an insecure origin, or a test's DOM) each tab follows the stream itself.
import { notificationRoutes } from '../../contract/notificationsRoutes';
import { followEventStream, type StreamEvent } from './eventStream';
import { renewAccessToken } from './httpClient';
import { bearerHeader, session } from '../session';

/** `reconnected`: the block holds a `ready` after an earlier one (anything missed meanwhile should be read again). */
export type SessionEventsListener = (events: StreamEvent[], reconnected: boolean) => void;

const SHARED_NAME = 'platform-console.session-events';
/** How long a leader whose stream stopped (signed out) waits before asking for the lock again. */
const LEAD_AGAIN_MS = 1_000;

const listeners = new Set<SessionEventsListener>();
let stopFollowing: (() => void) | undefined;
let connectedBefore = false;

const deliver = (events: StreamEvent[]) => {
  const connected = events.some((event) => event.name === 'ready');
  const reconnected = connected && connectedBefore;
  connectedBefore ||= connected;
  for (const listener of listeners) listener(events, reconnected);
};

const follow = (signal: AbortSignal, onEvents: (events: StreamEvent[]) => void) =>
  followEventStream(notificationRoutes.stream, bearerHeader, signal, {
    onEvents,
    onUnauthorized: () => renewAccessToken(session.get('accessToken')),
  });

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

/** Follows the stream until `signal` aborts; a stream that stopped on its own (signed out) is asked for again. */
async function followWhileListened(signal: AbortSignal, followOnce: () => Promise<unknown>) {
  while (!signal.aborted) {
    await followOnce().catch(() => undefined); // aborted while waiting for the lock
    if (!signal.aborted) await pause(LEAD_AGAIN_MS, signal);
  }
}

/** Follows the stream in whichever tab holds the lock, and hears the leader's events in the others. */
function followShared(signal: AbortSignal) {
  const channel = new BroadcastChannel(SHARED_NAME);
  channel.onmessage = (message: MessageEvent<StreamEvent[]>) => deliver(message.data);
  signal.addEventListener('abort', () => channel.close(), { once: true });
  return followWhileListened(signal, () => navigator.locks.request(SHARED_NAME, { signal }, () => follow(signal, (events) => {
    channel.postMessage(events);
    deliver(events);
  })));
}

function start() {
  const controller = new AbortController();
  connectedBefore = false;
  const shared = typeof navigator.locks?.request === 'function' && typeof BroadcastChannel === 'function';
  void (shared ? followShared(controller.signal) : followWhileListened(controller.signal, () => follow(controller.signal, deliver)));
  return () => controller.abort();
}

/** Hears every block of events of the user's stream; returns the stop. The stream is followed while anyone listens. */
export function listenToSessionEvents(listener: SessionEventsListener): () => void {
  listeners.add(listener);
  stopFollowing ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopFollowing?.();
      stopFollowing = undefined;
    }
  };
}

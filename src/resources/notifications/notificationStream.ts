// The bell's part of the user's event stream (src/dataProviders/sessionEvents.ts, shared by the tabs
// of this browser): a `flags` event (the user's roles changed) tells the console to read its flags
// again; `ready` (a connection, after which anything missed is read again), `notification` and
// `flags` tell the bell to reload its page, the server's list staying the one source of truth.
// Record changes (`change`) are the lists' (src/dataProviders/liveChanges.ts), not the bell's.
import { listenToSessionEvents } from '../../dataProviders/sessionEvents';
import { announceFlagsStale } from '../../session';

const BELL_EVENTS = new Set(['ready', 'notification', 'flags']);

export interface NotificationListener {
  /** Something changed (or the stream just connected): reload. */
  onEvent(): void;
}

/** Hears the bell's events until the returned stop is called (the bell unmounts: sign-out). */
export function listenToNotifications(listener: NotificationListener): () => void {
  return listenToSessionEvents((events) => {
    if (events.some((event) => event.name === 'flags')) announceFlagsStale();
    if (events.some((event) => BELL_EVENTS.has(event.name))) listener.onEvent();
  });
}

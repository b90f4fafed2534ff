// Follows GET /auth/notifications/stream (src/dataProviders/eventStream.ts). A `flags` event (the
// user's roles changed) tells the console to read its flags again. Every event (`ready` on connect,
// `notification` for a new one) tells the bell to reload its page: the server's list stays the one
// source of truth, and a reconnect catches up on whatever was missed while disconnected. Its address
// is the declared one (contract/notificationsRoutes.ts).
import { notificationRoutes } from '../../../contract/notificationsRoutes';
import { followEventStream } from '../../dataProviders/eventStream';
import { announceFlagsStale, bearerHeader } from '../../session';

export interface NotificationListener {
  /** Something changed (or the stream just connected): reload. */
  onEvent(): void;
  /** The access token was refused: renew it (any authenticated call does), then the stream reconnects. */
  onUnauthorized(): Promise<unknown>;
}

/** Follows the stream until `signal` aborts (the bell unmounts: sign-out) or the session is gone. */
export function followNotifications(signal: AbortSignal, listener: NotificationListener): Promise<void> {
  return followEventStream(notificationRoutes.stream, bearerHeader, signal, {
    onEvents(events) {
      if (events.some((event) => event.name === 'flags')) announceFlagsStale();
      listener.onEvent();
    },
    onUnauthorized: listener.onUnauthorized,
  });
}

// The notifications domain's routes (console-shell.md §7), declared once (routeTable.ts): the server
// mounts them at these paths and the console calls them by these names. What each takes and answers
// are the TypeBox schemas of contract/notifications.ts, named by type only. Notifications belong to
// the user, not to an account: any signed-in user reads and deletes their own, in no account.
import type {
  AccessRequestBody, Message, NotificationEvents, NotificationIdQuery, NotificationListQuery, NotificationPage, NotificationsChanged,
  NotificationView, OwnUserQuery,
} from './notifications';
import { namedRoutes, route } from './routeTable';

const own = { service: 'auth', flags: [], account: false } as const;

/** The caller's notifications: listed, read one or all, deleted one or all, and followed live. */
export const notificationRoutes = namedRoutes('notifications', {
  list: route<{ query: typeof NotificationListQuery; response: typeof NotificationPage }>({ ...own, method: 'GET', path: '/notifications' }),
  /** On the account service, as the spec places it. */
  read: route<{ query: typeof NotificationIdQuery; response: typeof NotificationView }>({
    ...own, service: 'account', method: 'GET', path: '/read-notification',
  }),
  readAll: route<{ query: typeof OwnUserQuery; response: typeof NotificationsChanged }>({ ...own, method: 'PUT', path: '/clear-notification' }),
  remove: route<{ query: typeof NotificationIdQuery; response: typeof Message }>({ ...own, method: 'DELETE', path: '/delete-notification' }),
  removeAll: route<{ query: typeof OwnUserQuery; response: typeof NotificationsChanged }>({
    ...own, method: 'DELETE', path: '/delete-notifications',
  }),
  /**
   * The user's event stream, server-sent events read with fetch (not a JSON call): their new
   * notifications, `flags` when their roles changed, and `change` when records of one of their
   * accounts changed that they may list (contract/liveChanges.ts). The console follows it once per browser.
   */
  stream: route<{ response: typeof NotificationEvents }>({ ...own, method: 'GET', path: '/notifications/stream' }),
});

/**
 * Access requests: a member asks in the account of the headers (any member, no flag); the account's
 * user managers answer from their bell, where the request is their own notification (no account).
 */
export const accessRequestRoutes = namedRoutes('notifications.accessRequest', {
  request: route<{ body: typeof AccessRequestBody; response: typeof Message }>({
    service: 'auth', method: 'POST', path: '/access-request', flags: [],
  }),
  grant: route<{ query: typeof NotificationIdQuery; response: typeof Message }>({ ...own, method: 'PUT', path: '/access-request/grant' }),
  deny: route<{ query: typeof NotificationIdQuery; response: typeof Message }>({ ...own, method: 'PUT', path: '/access-request/deny' }),
});

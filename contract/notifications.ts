// A user's own notifications as the bell reads them (console-shell.md §3, §7), what their routes
// take and answer (contract/notificationsRoutes.ts), and the access requests of the bell.
import { Type, type Static } from 'typebox';
import { pageQuery } from './pagingSchemas';
import { MAX_NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from './notificationsRules';
import { Id } from './wireTypes';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableMoment = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const NotificationView = Type.Object({
  id: Type.Integer(),
  key: NullableString,
  userId: Type.Integer(),
  accountId: Type.Union([Type.Integer(), Type.Null()]),
  type: Type.String({ description: 'INVITATION, RESEND_REQUEST, ACCESS_REQUEST or INFO' }),
  message: Type.String(),
  sentDatetime: Type.String({ format: 'date-time' }),
  readDatetime: { ...NullableMoment, description: 'null: unread' },
  actionDatetime: { ...NullableMoment, description: 'Set once accepted, resent, granted or denied' },
  websiteUrl: NullableString,
  icon: NullableString,
  img: NullableString,
});
export type NotificationView = Static<typeof NotificationView>;

export const NotificationPage = Type.Object({
  content: Type.Array(NotificationView),
  totalElements: Type.Integer({ minimum: 0 }),
  unreadCount: Type.Integer({ minimum: 0, description: "All of the user's unread notifications, not only this page's" }),
});
export type NotificationPage = Static<typeof NotificationPage>;

/** The user the console names, who must be the caller. */
export const OwnUserQuery = Type.Object({ userId: Id({ description: "The caller's own user id" }) });
export const NotificationIdQuery = Type.Object({ notificationId: Id() });
export const NotificationListQuery = Type.Object({
  ...OwnUserQuery.properties,
  page: pageQuery.page,
  size: Type.Optional(Id({ maximum: MAX_NOTIFICATION_PAGE_SIZE, default: NOTIFICATION_PAGE_SIZE })),
});

export const Message = Type.Object({ message: Type.String() });
/** How many of the caller's notifications were marked read or deleted. */
export const NotificationsChanged = Type.Object({ message: Type.String(), count: Type.Integer({ minimum: 0 }) });

/** The stream's answer: server-sent events, not JSON. */
export const NotificationEvents = Type.String({ description: 'text/event-stream' });

export const AccessRequestBody = Type.Object({ appInstanceId: Id() });

// A user's own notifications as the bell reads them (console-shell.md §3, §7).
import { Type, type Static } from 'typebox';

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

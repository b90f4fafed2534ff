// The notification bell: a header item for every signed-in user (its calls act on the caller's own
// notifications only), with its texts. No resource, route or menu entry of its own.
import { definePlugin } from '../../plugins/types';
import { NotificationBell } from './NotificationBell';
import { notificationMessages } from './messages';

export const notificationsPlugin = definePlugin({
  name: 'notifications',
  headerItems: [{ key: 'notificationBell', component: NotificationBell, order: 10 }],
  messages: notificationMessages,
});

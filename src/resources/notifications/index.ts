// The notification bell: a header item for every signed-in user (its calls act on the caller's own
// notifications only), with its texts and the notifications' resource. No route or menu entry of its own.
import { definePlugin } from '../../plugins/types';
import { NotificationBell } from './NotificationBell';
import { notificationMessages } from './messages';
import { NOTIFICATIONS_RESOURCE, notificationsDataProvider } from './notificationsDataProvider';

export const notificationsPlugin = definePlugin({
  name: 'notifications',
  resources: [{ name: NOTIFICATIONS_RESOURCE, dataProvider: notificationsDataProvider }],
  headerItems: [{ key: 'notificationBell', component: NotificationBell, order: 10 }],
  messages: notificationMessages,
});

// The bell's calls (console-shell.md §7): the auth service's notification calls, read-notification
// and the invitation answers on the account service, and the access-request Grant; named calls of
// the notifications resource's data provider (DESIGN §7). The bell's hooks pass the user's id.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import type { NotificationPage } from '../../../contract/notifications';

export const NOTIFICATIONS_RESOURCE = 'notifications';

export const notificationsDataProvider = namedCallsProvider(NOTIFICATIONS_RESOURCE, {
  async list(_resource: string, { userId, size }: { userId: string; size: number }): Promise<NotificationPage> {
    return (await request<NotificationPage>('auth', '/notifications', { query: { userId, page: 0, size } })).json;
  },
  async read(_resource: string, { notificationId }: { notificationId: number }): Promise<void> {
    await request('account', '/read-notification', { query: { notificationId } });
  },
  async readAll(_resource: string, { userId }: { userId: string }): Promise<void> {
    await request('auth', '/clear-notification', { method: 'PUT', query: { userId } });
  },
  async remove(_resource: string, { notificationId }: { notificationId: number }): Promise<void> {
    await request('auth', '/delete-notification', { method: 'DELETE', query: { notificationId } });
  },
  async removeAll(_resource: string, { userId }: { userId: string }): Promise<void> {
    await request('auth', '/delete-notifications', { method: 'DELETE', query: { userId } });
  },
  async acceptInvitation(_resource: string, { key }: { key: string }): Promise<void> {
    await request('account', '/accept-invitation', { method: 'PUT', query: { key } });
  },
  async resendInvitation(_resource: string, { key }: { key: string }): Promise<void> {
    await request('account', '/resend-invitation', { method: 'PUT', query: { key } });
  },
  async grantAccess(_resource: string, { notificationId }: { notificationId: number }): Promise<void> {
    await request('auth', '/access-request/grant', { method: 'PUT', query: { notificationId } });
  },
});

export type NotificationsDataProvider = typeof notificationsDataProvider;

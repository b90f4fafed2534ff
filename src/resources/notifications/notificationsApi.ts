// The bell's calls (console-shell.md §7): the auth service's notification calls, read-notification
// and the invitation answers on the account service, and the access-request Grant.
import { request } from '../../dataProviders/httpClient';
import type { NotificationPage } from '../../../contract/notifications';

export const notificationsApi = {
  async list(userId: string, size: number): Promise<NotificationPage> {
    return (await request<NotificationPage>('auth', '/notifications', { query: { userId, page: 0, size } })).json;
  },
  async read(notificationId: number): Promise<void> {
    await request('account', '/read-notification', { query: { notificationId } });
  },
  async readAll(userId: string): Promise<void> {
    await request('auth', '/clear-notification', { method: 'PUT', query: { userId } });
  },
  async remove(notificationId: number): Promise<void> {
    await request('auth', '/delete-notification', { method: 'DELETE', query: { notificationId } });
  },
  async removeAll(userId: string): Promise<void> {
    await request('auth', '/delete-notifications', { method: 'DELETE', query: { userId } });
  },
  async acceptInvitation(key: string): Promise<void> {
    await request('account', '/accept-invitation', { method: 'PUT', query: { key } });
  },
  async resendInvitation(key: string): Promise<void> {
    await request('account', '/resend-invitation', { method: 'PUT', query: { key } });
  },
  async grantAccess(notificationId: number): Promise<void> {
    await request('auth', '/access-request/grant', { method: 'PUT', query: { notificationId } });
  },
};

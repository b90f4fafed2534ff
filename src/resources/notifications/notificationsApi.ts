// The bell's calls (console-shell.md §7): the auth service's notification calls, read-notification
// and the invitation answers on the account service, and the access-request Grant.
import { request } from '../../dataProviders/httpClient';

export type NotificationType = 'INVITATION' | 'RESEND_REQUEST' | 'ACCESS_REQUEST' | 'INFO';

export interface ConsoleNotification {
  id: number;
  key: string | null;
  userId: number;
  accountId: number | null;
  type: NotificationType | string;
  message: string;
  sentDatetime: string;
  /** null: unread. */
  readDatetime: string | null;
  /** Set once acted on: Accept (and the other actions) are then disabled. */
  actionDatetime: string | null;
  websiteUrl: string | null;
  icon: string | null;
  img: string | null;
}

export interface NotificationPage {
  content: ConsoleNotification[];
  totalElements: number;
  unreadCount: number;
}

/** The bell shows the newest page; Show more grows it up to the server's cap. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

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

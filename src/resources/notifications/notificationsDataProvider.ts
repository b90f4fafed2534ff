// The bell's calls (console-shell.md §7): the caller's notifications (contract/notificationsRoutes.ts),
// the invitation answers of the users domain (contract/usersRoutes.ts) and the access-request Grant,
// each by its declaration; named calls of the notifications resource's data provider (DESIGN §7).
// The bell's hooks pass the user's id as the session keeps it (a string); the routes take a number.
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { accessRequestRoutes, notificationRoutes } from '../../../contract/notificationsRoutes';
import { invitationKeyRoutes } from '../../../contract/usersRoutes';
import type { NotificationPage } from '../../../contract/notifications';

export const NOTIFICATIONS_RESOURCE = 'notifications';

export const notificationsDataProvider = namedCallsProvider(NOTIFICATIONS_RESOURCE, {
  list(_resource: string, { userId, size }: { userId: string; size: number }): Promise<NotificationPage> {
    return callDeclared(notificationRoutes.list, { query: { userId: Number(userId), page: 0, size } });
  },
  async read(_resource: string, { notificationId }: { notificationId: number }): Promise<void> {
    await callDeclared(notificationRoutes.read, { query: { notificationId } });
  },
  async readAll(_resource: string, { userId }: { userId: string }): Promise<void> {
    await callDeclared(notificationRoutes.readAll, { query: { userId: Number(userId) } });
  },
  async remove(_resource: string, { notificationId }: { notificationId: number }): Promise<void> {
    await callDeclared(notificationRoutes.remove, { query: { notificationId } });
  },
  async removeAll(_resource: string, { userId }: { userId: string }): Promise<void> {
    await callDeclared(notificationRoutes.removeAll, { query: { userId: Number(userId) } });
  },
  async acceptInvitation(_resource: string, { key }: { key: string }): Promise<void> {
    await callDeclared(invitationKeyRoutes.accept, { query: { key } });
  },
  async resendInvitation(_resource: string, { key }: { key: string }): Promise<void> {
    await callDeclared(invitationKeyRoutes.resend, { query: { key } });
  },
  async grantAccess(_resource: string, { notificationId }: { notificationId: number }): Promise<void> {
    await callDeclared(accessRequestRoutes.grant, { query: { notificationId } });
  },
});

export type NotificationsDataProvider = typeof notificationsDataProvider;

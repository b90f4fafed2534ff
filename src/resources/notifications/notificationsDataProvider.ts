// The bell's calls (console-shell.md §7): the caller's notifications (contract/notificationsRoutes.ts),
// the invitation answers of the users domain (contract/usersRoutes.ts) and the access-request Grant,
// each by its declaration. The notifications are the resource's records, listed with useGetList (the
// unread count as the list's meta) and marked read with useUpdate. Deleting is a named call (DESIGN
// §7), like the calls on all of them at once and the answers: react-admin's delete would drop the
// list's meta from its cache, and the bell's unread count with it, until the list is read again.
// The user's id comes as the session keeps it (a string); the routes take a number. Nothing here
// is traced.
import type { GetListParams, UpdateParams } from 'react-admin';
import { recordsProvider } from '../../dataProviders/recordsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { accessRequestRoutes, notificationRoutes } from '../../../contract/notificationsRoutes';
import { invitationKeyRoutes } from '../../../contract/usersRoutes';

export const NOTIFICATIONS_RESOURCE = 'notifications';

const namedCalls = {
  async remove(_resource: string, { notificationId }: { notificationId: number }): Promise<void> {
    await callDeclared(notificationRoutes.remove, { query: { notificationId } });
  },
  async readAll(_resource: string, { userId }: { userId: string }): Promise<void> {
    await callDeclared(notificationRoutes.readAll, { query: { userId: Number(userId) } });
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
};

/** The filter's user's notifications, newest first, one page of react-admin's perPage; `meta.unreadCount` counts all their unread ones. */
async function getList(_resource: string, { filter, pagination }: GetListParams) {
  const page = await callDeclared(notificationRoutes.list, {
    query: { userId: Number(filter.userId), page: (pagination?.page ?? 1) - 1, size: pagination?.perPage },
  });
  return { data: page.content, total: page.totalElements, meta: { unreadCount: page.unreadCount } };
}

/** Marks the notification read, the one change it takes (the route has no body); answers it as read. */
async function update(_resource: string, { id }: Pick<UpdateParams, 'id'>) {
  return { data: await callDeclared(notificationRoutes.read, { query: { notificationId: Number(id) } }) };
}

export const notificationsDataProvider = recordsProvider(NOTIFICATIONS_RESOURCE, { getList, update }, namedCalls);

export type NotificationsDataProvider = typeof notificationsDataProvider;

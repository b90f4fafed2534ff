// What the bell's buttons do: each call, then the spec's success text (or the server's message on
// failure), then a reload of the list. Marking one read changes the notifications resource through
// react-admin (useUpdate, waiting for the server); the rest are named calls. Accept and Resend lead
// to the account list (console-shell.md §2 "Invitation targets").
import { useDataProvider, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { routes } from '../../config/constants';
import { useSession } from '../../session';
import { NOTIFICATIONS_RESOURCE, type NotificationsDataProvider } from './notificationsDataProvider';
import { useShowResult } from '../../ui/ResultProvider';
import type { NotificationView } from '../../../contract/notifications';
import { downloadNotification } from './downloadNotification';

/** `reload` reads the bell's list again (useNotifications), after every call, failed or not. */
export function useNotificationActions(close: () => void, reload: () => Promise<void>) {
  const showResult = useShowResult();
  const navigate = useNavigate();
  const { userId } = useSession();
  const dataProvider = useDataProvider<NotificationsDataProvider>();
  const [update] = useUpdate<NotificationView>(NOTIFICATIONS_RESOURCE, undefined, { mutationMode: 'pessimistic', returnPromise: true });

  /** Runs a call; `done` is the success text (an i18n key) or a step such as leaving the bell. */
  const run = (call: () => Promise<unknown>, done?: string | (() => void)) => async () => {
    try {
      await call();
      if (typeof done === 'string') showResult({ severity: 'success', message: done });
      else done?.();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      showResult({ severity: 'error', message }); // the server's text, as is
    } finally {
      await reload();
    }
  };
  const toAccountList = () => {
    close();
    navigate(routes.accountListViewAll);
  };

  return {
    // Marking read is the change itself: the route takes no body.
    read: (id: number) => run(() => update(NOTIFICATIONS_RESOURCE, { id, data: {} }))(),
    readAll: run(() => dataProvider.readAll(NOTIFICATIONS_RESOURCE, { userId }), 'notifications.allRead'),
    remove: (id: number) => run(() => dataProvider.remove(NOTIFICATIONS_RESOURCE, { notificationId: id }), 'notifications.deleted')(),
    removeAll: run(() => dataProvider.removeAll(NOTIFICATIONS_RESOURCE, { userId }), 'notifications.allDeleted'),
    accept: (key: string) => run(() => dataProvider.acceptInvitation(NOTIFICATIONS_RESOURCE, { key }), toAccountList)(),
    resend: (key: string) => run(() => dataProvider.resendInvitation(NOTIFICATIONS_RESOURCE, { key }), toAccountList)(),
    download: (n: NotificationView) => run(() => downloadNotification(n))(),
    grant: (id: number) => run(() => dataProvider.grantAccess(NOTIFICATIONS_RESOURCE, { notificationId: id }), 'notifications.granted')(),
  };
}

export type NotificationActions = ReturnType<typeof useNotificationActions>;

// The bell's state: the newest page of the caller's notifications with the unread count, kept
// current by the live stream, with a slow periodic reload as a safety net (a stream that silently
// stalls behind a proxy, or a notification created on another server replica).
import { useCallback, useEffect, useState } from 'react';
import { useEvent, useGetList } from 'react-admin';
import { useSession } from '../../session';
import { NOTIFICATIONS_RESOURCE } from './notificationsDataProvider';
import type { NotificationView } from '../../../contract/notifications';
import { MAX_NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from '../../../contract/notificationsRules';
import { listenToNotifications } from './notificationStream';

const SAFETY_RELOAD_MS = 60_000;

export function useNotifications() {
  const [size, setSize] = useState(NOTIFICATION_PAGE_SIZE);
  const { userId } = useSession();
  const list = useGetList<NotificationView>(
    NOTIFICATIONS_RESOURCE,
    { filter: { userId }, pagination: { page: 1, perPage: size } },
    { refetchInterval: SAFETY_RELOAD_MS, enabled: !!userId },
  );
  // Reads the page again; without a user there is nothing to read. Stable, so the stream is followed once.
  const reload = useEvent(async () => {
    if (userId) await list.refetch();
  });

  useEffect(() => listenToNotifications({ onEvent: () => void reload() }), [reload]);

  const { data: notifications, total = 0 } = list;
  const canShowMore = !!notifications && notifications.length < total && size < MAX_NOTIFICATION_PAGE_SIZE;
  const showMore = useCallback(() => setSize((s) => Math.min(s + NOTIFICATION_PAGE_SIZE, MAX_NOTIFICATION_PAGE_SIZE)), []);
  return {
    notifications,
    unreadCount: (list.meta as { unreadCount?: number } | undefined)?.unreadCount ?? 0,
    error: list.error,
    isPending: list.isPending,
    canShowMore,
    showMore,
    reload,
  };
}

export type NotificationsState = ReturnType<typeof useNotifications>;

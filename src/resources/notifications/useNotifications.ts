// The bell's state: the newest page of the caller's notifications with the unread count, kept
// current by the live stream, with a slow periodic reload as a safety net (a stream that silently
// stalls behind a proxy, or a notification created on another server replica).
import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useSession } from '../../session';
import { NOTIFICATIONS_RESOURCE, type NotificationsDataProvider } from './notificationsDataProvider';
import { MAX_NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from '../../../contract/notificationsRules';
import { followNotifications } from './notificationStream';

export const NOTIFICATIONS_QUERY_KEY = NOTIFICATIONS_RESOURCE;
const SAFETY_RELOAD_MS = 60_000;

export function useNotifications() {
  const queryClient = useQueryClient();
  const [size, setSize] = useState(NOTIFICATION_PAGE_SIZE);
  const { userId } = useSession();
  const dataProvider = useDataProvider<NotificationsDataProvider>();
  const query = useQuery({
    queryKey: [NOTIFICATIONS_QUERY_KEY, userId, size],
    queryFn: () => dataProvider.list(NOTIFICATIONS_RESOURCE, { userId, size }),
    refetchInterval: SAFETY_RELOAD_MS,
    enabled: !!userId,
  });

  useEffect(() => {
    const controller = new AbortController();
    const reload = () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_QUERY_KEY] });
    void followNotifications(controller.signal, { onEvent: () => void reload(), onUnauthorized: reload });
    return () => controller.abort();
  }, [queryClient]);

  const page = query.data;
  const canShowMore = !!page && page.content.length < page.totalElements && size < MAX_NOTIFICATION_PAGE_SIZE;
  const showMore = useCallback(() => setSize((s) => Math.min(s + NOTIFICATION_PAGE_SIZE, MAX_NOTIFICATION_PAGE_SIZE)), []);
  return { page, error: query.error, isPending: query.isPending, canShowMore, showMore };
}

export type NotificationsState = ReturnType<typeof useNotifications>;

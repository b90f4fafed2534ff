// The dropdown under the bell (console-shell.md §2): Read all, Delete all (confirmed), the newest
// messages, or the empty text. Loaded on first opening, not with the header.
import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, List, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { NotificationsState } from './useNotifications';
import { useNotificationActions } from './useNotificationActions';
import { NotificationItem } from './NotificationItem';

interface Props {
  state: NotificationsState;
  onClose: () => void;
}

export function NotificationPanel({ state, onClose }: Props) {
  const translate = useTranslate();
  const { notifications, unreadCount, error, isPending, canShowMore, showMore, reload } = state;
  const actions = useNotificationActions(onClose, reload);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const items = notifications ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {translate('notifications.title')}
        </Typography>
        <Button size="small" disabled={unreadCount === 0} onClick={() => void actions.readAll()}>
          {translate('notifications.readAll')}
        </Button>
        <Button size="small" color="error" disabled={items.length === 0} onClick={() => setConfirmingAll(true)}>
          {translate('notifications.deleteAll')}
        </Button>
      </Box>
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{translate('notifications.loadFailed', { error: error.message })}</Alert>}
      {notifications && items.length === 0 && (
        <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
          {translate('notifications.empty')}
        </Typography>
      )}
      {items.length > 0 && (
        <List disablePadding sx={{ maxHeight: 480, overflowY: 'auto' }} aria-label={translate('notifications.title')}>
          {items.map((n) => <NotificationItem key={n.id} notification={n} actions={actions} />)}
        </List>
      )}
      {canShowMore && (
        <Button fullWidth onClick={showMore}>
          {translate('notifications.showMore')}
        </Button>
      )}
      <Confirm
        isOpen={confirmingAll}
        title="notifications.confirmTitle"
        content="notifications.deleteAllConfirm"
        onConfirm={() => {
          setConfirmingAll(false);
          void actions.removeAll();
        }}
        onClose={() => setConfirmingAll(false)}
      />
    </Box>
  );
}

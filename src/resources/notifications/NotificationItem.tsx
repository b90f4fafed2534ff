// One message of the dropdown: text, sent time, an unread highlight; opening it marks it read.
import { useState } from 'react';
import { Box, Button, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { NotificationView } from '../../../contract/notifications';
import type { NotificationActions } from './useNotificationActions';
import { NotificationActionButtons } from './NotificationActionButtons';
import { useDateTime } from '../../ui/useDateTime';

interface Props {
  notification: NotificationView;
  actions: NotificationActions;
}

export function NotificationItem({ notification: n, actions }: Props) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const [confirming, setConfirming] = useState(false);
  const unread = n.readDatetime === null;
  return (
    <ListItem
      disablePadding
      data-unread={unread}
      sx={{ flexDirection: 'column', alignItems: 'stretch', bgcolor: unread ? 'action.selected' : undefined, borderBottom: 1, borderColor: 'divider' }}
    >
      <ListItemButton onClick={() => unread && actions.read(n.id)}>
        <ListItemText
          primary={n.message}
          secondary={dateTime(n.sentDatetime)}
          slotProps={{ primary: { fontWeight: unread ? 600 : 400 } }}
        />
      </ListItemButton>
      <Box sx={{ display: 'flex', gap: 1, px: 2, pb: 1, justifyContent: 'flex-end' }}>
        <NotificationActionButtons notification={n} actions={actions} />
        <Button size="small" color="error" onClick={() => setConfirming(true)}>
          {translate('notifications.delete')}
        </Button>
      </Box>
      <Confirm
        isOpen={confirming}
        title="notifications.confirmTitle"
        content="notifications.deleteConfirm"
        onConfirm={() => {
          setConfirming(false);
          void actions.remove(n.id);
        }}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}

// The header's bell: the unread count as a badge; the dropdown opens on click.
import { useState } from 'react';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';
import { lazyView } from '../../plugins/lazyView';
import { useNotifications } from './useNotifications';

const NotificationPanel = lazyView(() => import('./NotificationPanel'), 'NotificationPanel');

export function NotificationBell() {
  const translate = useTranslate();
  const state = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = state.unreadCount;
  const label = unread > 0 ? translate('notifications.bellUnread', { count: unread }) : translate('notifications.bell');
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread || undefined} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // A fixed width: the panel loads on first opening, and the popover is placed before it grows.
        slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        {anchor && <NotificationPanel state={state} onClose={close} />}
      </Popover>
    </>
  );
}

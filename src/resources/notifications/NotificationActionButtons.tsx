// The buttons an item offers by its type (console-shell.md §2): invitations Accept (disabled once
// acted on), resend requests Resend, access requests Grant and Deny (the access-decline page),
// anything else Download (a DOWNLOAD item's file, downloadNotification.ts).
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { consoleUrl, routes } from '../../config/constants';
import type { NotificationView } from '../../../contract/notifications';
import type { NotificationActions } from './useNotificationActions';

interface Props {
  notification: NotificationView;
  actions: NotificationActions;
}

export function NotificationActionButtons({ notification: n, actions }: Props) {
  const translate = useTranslate();
  const acted = n.actionDatetime !== null;
  switch (n.type) {
    case 'INVITATION':
      return (
        <Button size="small" variant="contained" disabled={acted || !n.key} onClick={() => n.key && actions.accept(n.key)}>
          {translate('notifications.accept')}
        </Button>
      );
    case 'RESEND_REQUEST':
      return (
        <Button size="small" variant="contained" disabled={acted || !n.key} onClick={() => n.key && actions.resend(n.key)}>
          {translate('notifications.resend')}
        </Button>
      );
    case 'ACCESS_REQUEST':
      return (
        <>
          <Button size="small" variant="contained" disabled={acted} onClick={() => actions.grant(n.id)}>
            {translate('notifications.grant')}
          </Button>
          {/* The decline page is a public page: a full page load, like every move out of the console. */}
          <Button size="small" variant="outlined" disabled={acted} href={consoleUrl(`${routes.accessDecline}?nId=${n.id}`)}>
            {translate('notifications.deny')}
          </Button>
        </>
      );
    default:
      return (
        <Button size="small" onClick={() => actions.download(n)}>
          {translate('notifications.download')}
        </Button>
      );
  }
}

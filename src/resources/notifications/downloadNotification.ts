// Download (offered on items that are neither invitations nor access requests): the item's image
// when it carries one, otherwise the notification itself as a text file.
import type { NotificationView } from '../../../contract/notifications';

function save(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function notificationText(n: NotificationView): string {
  return [n.message, n.sentDatetime, n.websiteUrl].filter(Boolean).join('\n') + '\n';
}

export function downloadNotification(n: NotificationView): void {
  if (n.img) {
    save(n.img, `notification-${n.id}`);
    return;
  }
  const url = URL.createObjectURL(new Blob([notificationText(n)], { type: 'text/plain;charset=utf-8' }));
  save(url, `notification-${n.id}.txt`);
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

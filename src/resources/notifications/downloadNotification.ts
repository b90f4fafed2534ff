// Download (offered on items that are neither invitations nor access requests): a DOWNLOAD item's
// file (its service answers a short-lived link at the item's path), the item's image when it carries
// one, otherwise the notification itself as a text file. A DOWNLOAD item whose key names no service
// goes as an item without a file would (its image or its text): no unknown service's address is asked.
import type { NotificationView } from '../../../contract/notifications';
import { request } from '../../dataProviders/httpClient';
import { serviceUrl, type ServiceName } from '../../config/services';
import { isServiceName } from '../../../contract/services';

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

/** A DOWNLOAD item: `key` names the service, `websiteUrl` its path answering `{ path, fileName }`, a link to the file. */
async function downloadFile(service: ServiceName, linkPath: string): Promise<void> {
  const { json: link } = await request<{ path: string; fileName: string }>(service, linkPath);
  save(serviceUrl(service, link.path), link.fileName);
}

export async function downloadNotification(n: NotificationView): Promise<void> {
  if (n.type === 'DOWNLOAD' && isServiceName(n.key) && n.websiteUrl) {
    await downloadFile(n.key, n.websiteUrl);
    return;
  }
  if (n.img) {
    save(n.img, `notification-${n.id}`);
    return;
  }
  const url = URL.createObjectURL(new Blob([notificationText(n)], { type: 'text/plain;charset=utf-8' }));
  save(url, `notification-${n.id}.txt`);
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

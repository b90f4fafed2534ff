// The bell's Download (src/resources/notifications/downloadNotification.ts): a DOWNLOAD item's key
// names the service whose short-lived link it fetches; a key read from the wire that names no
// service asks nothing, and the item goes as one without a file (here its image).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadNotification } from '../../src/resources/notifications/downloadNotification';
import { isServiceName } from '../../contract/services';
import type { NotificationView } from '../../contract/notifications';
import { recordCalls } from './recordedCalls';

const item = (overrides: Partial<NotificationView>): NotificationView => ({
  id: 12, type: 'DOWNLOAD', key: null, userId: 7, accountId: 1, message: 'Your export is ready', sentDatetime: '2026-03-04T10:15:00.000Z',
  readDatetime: null, actionDatetime: null, websiteUrl: null, icon: null, img: null, ...overrides,
});

/** The links the download clicked, as their address and file name (nothing is followed in jsdom). */
function savedLinks() {
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a service's name read from the wire", () => {
  it('is one of the service map, and nothing else is, not even what every object has', () => {
    expect(isServiceName('dataExport')).toBe(true);
    expect(['nowhere', 'toString', '', null, undefined, 5].filter(isServiceName)).toEqual([]);
  });
});

describe("a notification's Download", () => {
  it("fetches a DOWNLOAD item's link from the service its key names, and saves the file it points to", async () => {
    const calls = recordCalls(() => ({ path: '/files/orders.xlsx', fileName: 'orders.xlsx' }));
    const saved = savedLinks();
    await downloadNotification(item({ key: 'dataExport', websiteUrl: '/export-link/31' }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /data-export/export-link/31']);
    expect(saved).toEqual([{ href: '/data-export/files/orders.xlsx', download: 'orders.xlsx' }]);
  });

  it('asks nothing when the key names no service, and saves the image the item carries', async () => {
    const calls = recordCalls();
    const saved = savedLinks();
    await downloadNotification(item({ key: 'toString', websiteUrl: '/export-link/31', img: 'https://cdn.example/report.png' }));
    expect(calls).toEqual([]);
    expect(saved).toEqual([{ href: 'https://cdn.example/report.png', download: 'notification-12' }]);
  });
});

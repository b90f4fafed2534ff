// The bell goes by route declarations (contract/notificationsRoutes.ts, and the users domain's
// invitation answers in contract/usersRoutes.ts): each of its calls, its records' (listed, marked
// read) and its named ones, reaches the spec's address with the spec's query, the caller's
// own notifications in no account; the API Documents page reads the OpenAPI document by its
// declaration (contract/apiDocumentsRoutes.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_RESOURCE, notificationsDataProvider } from '../../src/resources/notifications/notificationsDataProvider';
import { API_DOCUMENTS_RESOURCE, OPENAPI_DOCUMENT, apiDocumentsDataProvider } from '../../src/resources/apiDocuments/apiDocumentsDataProvider';
import { accessRequestRoutes, notificationRoutes } from '../../contract/notificationsRoutes';
import { apiDocumentRoutes } from '../../contract/apiDocumentsRoutes';
import { VIEW_SWAGGER } from '../../contract/apiDocumentsFlags';
import { recordCalls } from './recordedCalls';

afterEach(() => vi.unstubAllGlobals());

const page = { content: [{ id: 4, message: 'Hello' }], totalElements: 1, unreadCount: 1 };

describe("the bell's calls", () => {
  it("list the caller's newest notifications, one page of the size asked, with the unread count", async () => {
    const calls = recordCalls(() => page);
    const list = await notificationsDataProvider.getList(NOTIFICATIONS_RESOURCE, {
      filter: { userId: '9' }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 40 },
    });
    expect(list).toEqual({ data: page.content, total: 1, meta: { unreadCount: 1 } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /auth/notifications?userId=9&page=0&size=40']);
  });

  it('mark one read as its record, delete one, read and delete all, and answer them at the spec\'s addresses', async () => {
    const read = { id: 4, message: 'Hello', readDatetime: '2026-03-04T11:00:00.000Z' };
    const calls = recordCalls(({ pathname }) => (pathname.endsWith('/read-notification') ? read : { message: 'done' }));
    const p = notificationsDataProvider;
    await expect(p.update(NOTIFICATIONS_RESOURCE, { id: 4, data: {}, previousData: { id: 4 } })).resolves.toEqual({ data: read });
    await p.readAll(NOTIFICATIONS_RESOURCE, { userId: '9' });
    await p.remove(NOTIFICATIONS_RESOURCE, { notificationId: 4 });
    await p.removeAll(NOTIFICATIONS_RESOURCE, { userId: '9' });
    await p.acceptInvitation(NOTIFICATIONS_RESOURCE, { key: 'k1' });
    await p.resendInvitation(NOTIFICATIONS_RESOURCE, { key: 'k2' });
    await p.grantAccess(NOTIFICATIONS_RESOURCE, { notificationId: 6 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /users/read-notification?notificationId=4',
      'PUT /auth/clear-notification?userId=9',
      'DELETE /auth/delete-notification?notificationId=4',
      'DELETE /auth/delete-notifications?userId=9',
      'PUT /users/accept-invitation?key=k1',
      'PUT /users/resend-invitation?key=k2',
      'PUT /auth/access-request/grant?notificationId=6',
    ]);
    expect(calls.every((c) => c.body === undefined)).toBe(true);
  });

  it("declare the caller's own notifications, the stream and the answers to a request in no account", () => {
    const own = [...Object.values(notificationRoutes), accessRequestRoutes.grant, accessRequestRoutes.deny];
    expect(own.every((r) => r.account === false && r.flags.length === 0)).toBe(true);
    expect(`${notificationRoutes.stream.method} ${notificationRoutes.stream.path}`).toBe('GET /notifications/stream');
    // Asking for access is in the account of the headers, open to any member.
    expect(accessRequestRoutes.request).toMatchObject({ method: 'POST', path: '/access-request', flags: [] });
    expect(accessRequestRoutes.request.account).toBeUndefined();
  });
});

describe("API Documents' call", () => {
  it('read the OpenAPI document at the spec\'s address as the resource\'s one record, open to view_swagger', async () => {
    const calls = recordCalls(() => ({ openapi: '3.0.3' }));
    await expect(apiDocumentsDataProvider.getOne(API_DOCUMENTS_RESOURCE, { id: OPENAPI_DOCUMENT }))
      .resolves.toEqual({ data: { openapi: '3.0.3', id: OPENAPI_DOCUMENT } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /manage/openapi.json']);
    expect(apiDocumentRoutes.document.flags).toEqual([VIEW_SWAGGER]);
  });
});

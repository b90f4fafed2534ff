import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { notificationsPlugin } from '../../src/resources/notifications';
import { NotificationBell } from '../../src/resources/notifications/NotificationBell';
import type { NotificationListener } from '../../src/resources/notifications/notificationStream';
import type { NotificationView } from '../../contract/notifications';
import { renderInShell } from './layoutTestKit';
import { fakeServer, type FakeRoutes } from './httpClient.fakeServer';

const USER_ID = 7;

/** The live stream's listener the bell hands over, so a test can play the stream's events. */
const stream = vi.hoisted(() => ({ listener: null as NotificationListener | null }));
vi.mock('../../src/resources/notifications/notificationStream', () => ({
  listenToNotifications: (listener: NotificationListener) => {
    stream.listener = listener;
    return () => undefined;
  },
}));

function item(id: number, type: string, overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id, type, key: null, userId: USER_ID, accountId: 1, message: `message ${id}`, sentDatetime: '2026-03-04T10:15:00.000Z',
    readDatetime: null, actionDatetime: null, websiteUrl: null, icon: null, img: null, ...overrides,
  };
}

const page = (content: NotificationView[]) => ({
  status: 200,
  body: { content, totalElements: content.length, unreadCount: content.filter((n) => n.readDatetime === null).length },
});

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The page behind the open dropdown is hidden from the accessibility tree, so read it directly. */
const currentLocation = () => screen.getByTestId('location').textContent;

/** Renders the bell over a fake API holding `content`, and opens it. */
async function openBell(content: NotificationView[], routes: FakeRoutes = {}) {
  const server = fakeServer({ 'GET /auth/notifications': () => page(content), ...routes });
  renderInShell(<><NotificationBell /><Notification /><Location /></>, { plugins: [notificationsPlugin] });
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  await waitFor(() => expect(server.to('GET /auth/notifications')).toHaveLength(1));
  await screen.findByRole('button', { name: content.some((n) => n.readDatetime === null) ? /unread/ : 'Notifications' });
  const bellLabel = bell.getAttribute('aria-label');
  fireEvent.click(bell);
  return { ...server, bellLabel };
}

beforeEach(() => {
  localStorage.setItem('userId', String(USER_ID));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the notification bell', { timeout: 15_000 }, () => {
  it('shows the unread count on the bell and each message with its sent time, unread ones highlighted', async () => {
    const { bellLabel } = await openBell([item(2, 'INFO'), item(1, 'INFO', { readDatetime: '2026-03-04T11:00:00.000Z' })]);
    expect(bellLabel).toBe('Notifications, 1 unread');
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(within(items[0]).getByText('message 2')).toBeTruthy();
    // In the console's language (English here), not the browser's default format.
    const sent = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date('2026-03-04T10:15:00.000Z'));
    expect(within(items[0]).getByText(sent)).toBeTruthy();
  });

  it('says so when there is nothing to show', async () => {
    const { bellLabel } = await openBell([]);
    expect(await screen.findByText('You have viewed all notifications')).toBeTruthy();
    expect(bellLabel).toBe('Notifications');
  });

  it('offers the buttons each kind of message calls for', async () => {
    await openBell([
      item(1, 'INVITATION', { key: 'k1' }),
      item(2, 'INVITATION', { key: 'k2', actionDatetime: '2026-03-04T12:00:00.000Z' }),
      item(3, 'RESEND_REQUEST', { key: 'k3' }),
      item(4, 'ACCESS_REQUEST', { key: '9:4' }),
      item(5, 'INFO'),
    ]);
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    const buttons = (li: HTMLElement) => Array.from(li.querySelectorAll('button, a')).map((b) => b.textContent).filter((t) => !t?.startsWith('message'));
    expect(items.map(buttons)).toEqual([
      ['Accept', 'Delete'], ['Accept', 'Delete'], ['Resend', 'Delete'], ['Grant', 'Deny', 'Delete'], ['Download', 'Delete'],
    ]);
    expect(within(items[0]).getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
    expect(within(items[1]).getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true);
    expect(within(items[3]).getByRole('link', { name: 'Deny' }).getAttribute('href')).toBe('/admin/auth/access-decline?nId=4');
  });

  it('deletes one message after the spec\'s confirmation', async () => {
    const server = await openBell([item(1, 'INFO')], {
      'DELETE /auth/delete-notification': () => ({ status: 200, body: { message: 'Notification deleted successfully' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Do you want to delete the notification?')).toBeTruthy();
    expect(server.to('DELETE /auth/delete-notification')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Notification deleted successfully')).toBeTruthy();
    expect(server.to('DELETE /auth/delete-notification')[0].url.searchParams.get('notificationId')).toBe('1');
    await waitFor(() => expect(server.to('GET /auth/notifications')).toHaveLength(2));
  });

  it('deletes all messages after the spec\'s confirmation, and Cancel keeps them', async () => {
    const server = await openBell([item(1, 'INFO')], {
      'DELETE /auth/delete-notifications': () => ({ status: 200, body: { message: 'Notifications deleted successfully' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('Do you want to delete all notification?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.to('DELETE /auth/delete-notifications')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Notifications deleted successfully')).toBeTruthy();
    expect(server.to('DELETE /auth/delete-notifications')[0].url.searchParams.get('userId')).toBe(String(USER_ID));
  });

  it('Read all marks everything read; opening an unread message marks it read', async () => {
    const server = await openBell([item(1, 'INFO')], {
      'PUT /auth/clear-notification': () => ({ status: 200, body: { message: 'ok', count: 1 } }),
      'GET /users/read-notification': () => ({ status: 200, body: item(1, 'INFO') }),
    });
    fireEvent.click(await screen.findByText('message 1'));
    await waitFor(() => expect(server.to('GET /users/read-notification')).toHaveLength(1));
    expect(server.to('GET /users/read-notification')[0].url.searchParams.get('notificationId')).toBe('1');
    await waitFor(() => expect(server.to('GET /auth/notifications')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Read all' }));
    await waitFor(() => expect(server.to('PUT /auth/clear-notification')).toHaveLength(1));
    expect(server.to('PUT /auth/clear-notification')[0].url.searchParams.get('userId')).toBe(String(USER_ID));
  });

  it('Accept goes to the account list; a refusal shows the server\'s message', async () => {
    let accepted = false;
    const server = await openBell([item(1, 'INVITATION', { key: 'good' }), item(2, 'INVITATION', { key: 'old' })], {
      'PUT /users/accept-invitation': (request) => (request.url.searchParams.get('key') === 'good'
        ? (accepted = true, { status: 200, body: { message: 'Invitation accepted' } })
        : { status: 400, body: { status: 400, error: 'Bad Request', message: 'User Invitation has expired' } }),
    });
    const [, second] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    fireEvent.click(within(second).getByRole('button', { name: 'Accept' }));
    const refusal = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(refusal).getByText('User Invitation has expired')).toBeTruthy();
    fireEvent.click(within(refusal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    expect(currentLocation()).toBe('/');
    const [first] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    fireEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(currentLocation()).toBe('/app/pages/account-list?mode=view-all'));
    expect(accepted).toBe(true);
    expect(server.to('PUT /users/accept-invitation').map((r) => r.url.searchParams.get('key'))).toEqual(['old', 'good']);
  });

  it('reads the list again on each event of the live stream', async () => {
    const server = await openBell([item(1, 'INFO')]);
    stream.listener!.onEvent();
    await waitFor(() => expect(server.to('GET /auth/notifications')).toHaveLength(2));
    expect(server.to('GET /auth/notifications').map((r) => r.url.searchParams.toString()))
      .toEqual(Array(2).fill(`userId=${USER_ID}&page=0&size=20`));
  });

  it('Resend sends the invitation again and goes to the account list', async () => {
    const server = await openBell([item(1, 'RESEND_REQUEST', { key: 'again' })], {
      'PUT /users/resend-invitation': () => ({ status: 200, body: { message: 'sent' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(currentLocation()).toBe('/app/pages/account-list?mode=view-all'));
    expect(server.to('PUT /users/resend-invitation')[0].url.searchParams.get('key')).toBe('again');
  });
});

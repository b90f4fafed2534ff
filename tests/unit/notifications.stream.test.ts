import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../../src/plugins/registry';
import { definePlugin } from '../../src/plugins/types';
import { notificationsPlugin } from '../../src/resources/notifications';
import { followNotifications } from '../../src/resources/notifications/notificationStream';
import { FLAGS_STALE_EVENT } from '../../src/session';

/** A streamed response that sends `chunks`, then stays open until the request is aborted. */
function streamResponse(chunks: string[], signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('following the notification stream', () => {
  it('sends the bearer token and reports each event, whole or split across chunks, but not keep-alives', async () => {
    localStorage.setItem('auth_token', 'token-1');
    const controller = new AbortController();
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => streamResponse(
      ['retry: 3000\nevent: ready\ndata: {}\n\n', ': keep-alive\n\n', 'event: notifi', 'cation\ndata: {"id":1}\n\n'], init.signal!,
    ));
    vi.stubGlobal('fetch', fetchMock);
    const onEvent = vi.fn();
    const following = followNotifications(controller.signal, { onEvent, onUnauthorized: async () => undefined });
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    controller.abort();
    await following;
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/\/auth\/notifications\/stream$/);
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('announces stale flags on a flags event (roles changed), and only then', async () => {
    localStorage.setItem('auth_token', 'token-1');
    const controller = new AbortController();
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => streamResponse(
      ['event: ready\ndata: {}\n\n', 'event: notification\ndata: {"id":1}\n\n', 'event: flags\ndata: {}\n\n'], init.signal!,
    )));
    const stale = vi.fn();
    window.addEventListener(FLAGS_STALE_EVENT, stale);
    const onEvent = vi.fn();
    const following = followNotifications(controller.signal, { onEvent, onUnauthorized: async () => undefined });
    await vi.waitFor(() => expect(stale).toHaveBeenCalledTimes(1));
    controller.abort();
    await following;
    window.removeEventListener(FLAGS_STALE_EVENT, stale);
    expect(onEvent).toHaveBeenCalled();
  });

  it('renews the token on a 401 and connects again with the new one', async () => {
    localStorage.setItem('auth_token', 'expired');
    const controller = new AbortController();
    const tokensSent: (string | null)[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      tokensSent.push(new Headers(init.headers).get('Authorization'));
      return tokensSent.length === 1 ? new Response(null, { status: 401 }) : streamResponse(['event: ready\ndata: {}\n\n'], init.signal!);
    }));
    const onEvent = vi.fn();
    const following = followNotifications(controller.signal, {
      onEvent,
      onUnauthorized: async () => localStorage.setItem('auth_token', 'fresh'),
    });
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalled(), { timeout: 3000 });
    controller.abort();
    await following;
    expect(tokensSent).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('does not connect without a session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await followNotifications(new AbortController().signal, { onEvent: vi.fn(), onUnauthorized: async () => undefined });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('header items in the plugin contract', () => {
  it('puts the bell in the header, ordered with other plugins\' items', () => {
    const Clock = () => null;
    const registry = createRegistry([
      definePlugin({ name: 'clock', headerItems: [{ key: 'clock', component: Clock, order: 50 }] }),
      notificationsPlugin,
    ]);
    expect(registry.headerItems.map((item) => item.key)).toEqual(['notificationBell', 'clock']);
  });
});

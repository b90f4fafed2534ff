import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../../src/plugins/registry';
import { definePlugin } from '../../src/plugins/types';
import { notificationsPlugin } from '../../src/resources/notifications';
import { listenToNotifications } from '../../src/resources/notifications/notificationStream';
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

/** Listens until `done` holds, then stops. */
async function listenUntil(done: () => void, onEvent = vi.fn()) {
  const stop = listenToNotifications({ onEvent });
  try {
    await vi.waitFor(done, { timeout: 3_000 });
  } finally {
    stop();
  }
  return onEvent;
}

describe("the bell's part of the user's event stream", () => {
  it('sends the bearer token and reports each event, whole or split across chunks, but not keep-alives nor record changes', async () => {
    localStorage.setItem('auth_token', 'token-1');
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => streamResponse(
      ['retry: 3000\nevent: ready\ndata: {}\n\n', ': keep-alive\n\n', 'event: change\ndata: {"accountId":1,"topic":"roles","type":"created"}\n\n',
        'event: notifi', 'cation\ndata: {"id":1}\n\n'], init.signal!,
    ));
    vi.stubGlobal('fetch', fetchMock);
    const onEvent = vi.fn();
    await listenUntil(() => expect(onEvent).toHaveBeenCalledTimes(2), onEvent);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/\/auth\/notifications\/stream$/);
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('Authorization')).toBe('Bearer token-1');
    expect(fetchMock.mock.calls[0][1].signal?.aborted).toBe(true); // stopped with the last listener
  });

  it('announces stale flags on a flags event (roles changed), and only then', async () => {
    localStorage.setItem('auth_token', 'token-1');
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => streamResponse(
      ['event: ready\ndata: {}\n\n', 'event: notification\ndata: {"id":1}\n\n', 'event: flags\ndata: {}\n\n'], init.signal!,
    )));
    const stale = vi.fn();
    window.addEventListener(FLAGS_STALE_EVENT, stale);
    const onEvent = await listenUntil(() => expect(stale).toHaveBeenCalledTimes(1));
    window.removeEventListener(FLAGS_STALE_EVENT, stale);
    expect(onEvent).toHaveBeenCalledTimes(3);
  });

  it('renews the token on a 401 and connects again with the new one', async () => {
    localStorage.setItem('auth_token', 'expired');
    localStorage.setItem('refresh_token', 'refresh-1');
    const tokensSent: (string | null)[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: string | Request, init: RequestInit = {}) => {
      if (input instanceof Request && input.url.endsWith('/auth/refresh-token')) {
        return new Response(JSON.stringify({ accessToken: 'fresh', refreshToken: 'refresh-2' }), { headers: { 'content-type': 'application/json' } });
      }
      tokensSent.push(new Headers(init.headers).get('Authorization'));
      return tokensSent.length === 1 ? new Response(null, { status: 401 }) : streamResponse(['event: ready\ndata: {}\n\n'], init.signal!);
    }));
    const onEvent = vi.fn();
    await listenUntil(() => expect(onEvent).toHaveBeenCalled(), onEvent);
    expect(tokensSent).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('does not connect without a session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const stop = listenToNotifications({ onEvent: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
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

// The user's event stream as a unit test plays it: `fetch` stubbed to answer a stream that sends
// `ready`, then each change given, and stays open; each connection is recorded, `end` ends the last.
import { vi } from 'vitest';

export function fakeEventStream() {
  const opened: { url: string; headers: Headers; signal: AbortSignal }[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const encoder = new TextEncoder();
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    opened.push({ url: String(url), headers: new Headers(init.headers), signal: init.signal! });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('retry: 3000\nevent: ready\ndata: {}\n\n'));
        streams.push(controller);
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }));
  return {
    opened,
    sendChange: (change: { accountId: number; topic: string; type: string }) =>
      streams.at(-1)!.enqueue(encoder.encode(`event: change\ndata: ${JSON.stringify(change)}\n\n`)),
    end: () => streams.at(-1)!.close(),
  };
}

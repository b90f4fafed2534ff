// The data provider's realtime contract (issue 33, record 0413): it follows the account's live changes
// stream while a resource showing a route table is subscribed, and hands each change to the resources
// showing its table.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createLiveChanges, type LiveEvent } from '../../src/dataProviders/liveChanges';
import { session } from '../../src/session/session';

/** A stream that sends `ready`, then what `push` is given, and stays open; each open is recorded. */
function fakeChangeStream() {
  const opened: { url: string; headers: Headers; signal: AbortSignal }[] = [];
  const senders: ((text: string) => void)[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    opened.push({ url: String(url), headers: new Headers(init.headers), signal: init.signal! });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('retry: 3000\nevent: ready\ndata: {}\n\n'));
        senders.push((text) => controller.enqueue(encoder.encode(text)));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }));
  const send = (topic: string, type: string) => senders.at(-1)!(`event: change\ndata: ${JSON.stringify({ topic, type })}\n\n`);
  return { opened, send };
}

beforeEach(() => {
  session.set('accessToken', 'token-1');
  session.set('accountId', '7');
  session.set('accountUserId', '70');
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe("the data provider's live changes", () => {
  it("follow the account's stream while subscribed, and hand a table's changes to the resources showing it", async () => {
    const stream = fakeChangeStream();
    const live = createLiveChanges((resource) => ({ appParameters: ['parameters'], roles: ['roles.instanceRole'] }[resource] ?? []));
    const parameters: LiveEvent[] = [];
    const roles: LiveEvent[] = [];
    const onParameters = (event: LiveEvent) => parameters.push(event);
    await live.subscribe('resource/appParameters', onParameters);
    await live.subscribe('resource/roles', (event) => roles.push(event));
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    expect(stream.opened[0].url).toMatch(/\/auth\/live\/changes\/stream$/);
    expect(stream.opened[0].headers.get('authorization')).toBe('Bearer token-1');
    expect(stream.opened[0].headers.get('accountId')).toBe('7');

    stream.send('parameters', 'created');
    await waitFor(() => expect(parameters).toHaveLength(1));
    expect(parameters[0]).toMatchObject({ topic: 'resource/appParameters', type: 'created', payload: { ids: [] } });
    expect(roles).toEqual([]);

    await live.unsubscribe('resource/appParameters', onParameters);
    stream.send('parameters', 'updated');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(parameters).toHaveLength(1);
    expect(stream.opened[0].signal.aborted).toBe(false); // roles still listen
  });

  it('open no stream for resources that show no route table, and close it when the last one leaves', async () => {
    const stream = fakeChangeStream();
    const live = createLiveChanges((resource) => (resource === 'appParameters' ? ['parameters'] : []));
    const callback = vi.fn();
    await live.subscribe('resource/profile', callback);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stream.opened).toHaveLength(0);
    await live.subscribe('resource/appParameters', callback);
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    await live.unsubscribe('resource/appParameters', callback);
    expect(stream.opened[0].signal.aborted).toBe(true);
  });
});

// Reading a server-sent event stream (text/event-stream: blocks of `event:` and `data:` lines, ended by
// a blank line; comments start with `:`), as the console, the server tests and the benches read the
// user's event stream (server/src/http/eventStream.ts writes it). No dependencies: the console bundles it.

export interface StreamEvent {
  name: string;
  /** The data lines, joined; '' when none. */
  data: string;
}

/** The events of whole SSE blocks; comments and blocks without an event name are skipped. */
export function eventsOf(blocks: string[]): StreamEvent[] {
  return blocks.flatMap((block) => {
    const lines = block.split('\n');
    const name = lines.find((line) => line.startsWith('event:'))?.slice('event:'.length).trim();
    if (!name) return [];
    const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice('data:'.length).trimStart()).join('\n');
    return [{ name, data }];
  });
}

/** Reads the body to its end, handing over the events of each chunk as they arrive; rejects as the body does (an abort). */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvents: (events: StreamEvent[]) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    const events = eventsOf(blocks);
    if (events.length > 0) onEvents(events);
  }
}

// Records the calls the console sends, for the tests that check a domain's calls against its route
// declarations: one stubbed `fetch` per test, each call kept as method, path with its query, body and
// the trace's folder header, and answered by the test. (httpClient.fakeServer.ts is the route-table
// style fake for the tests that need the platform API's behaviour.)
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** The pathname as sent (still percent-encoded) and the query decoded: `/users/accounts?query=a b&page=0`. */
  path: string;
  /** The pathname alone, as sent. */
  pathname: string;
  /** The body parsed as JSON; undefined when there is none. */
  body: unknown;
  /** The folderName header a trace carries; null when not sent. */
  folder: string | null;
}

export interface RecordOptions {
  /** Calls answered but left out of the record, e.g. `isTrace`. */
  skip?: (call: RecordedCall) => boolean;
}

/** A call to the tracking service (`POST /logtrace/:accountId/track`, the activity log's `/logtrace/activity...`). */
export const isTrace = (call: Pick<RecordedCall, 'path'>) => call.path.startsWith('/logtrace/');

/**
 * Stubs fetch for one test: records every call, in order, and answers `answer(call)`: a value is
 * sent as JSON (200), a Response as it is (another status or content type). Pair it with
 * `afterEach(() => vi.unstubAllGlobals())`.
 */
export function recordCalls(answer: (call: RecordedCall) => unknown = () => ({}), { skip }: RecordOptions = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: `${url.pathname}${decodeURIComponent(url.search)}`,
      pathname: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      folder: request.headers.get('folderName'),
    };
    if (!skip?.(call)) calls.push(call);
    const answered = answer(call);
    return answered instanceof Response ? answered : Response.json(answered);
  }));
  return calls;
}

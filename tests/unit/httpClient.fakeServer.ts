// A fake `fetch` that answers like the platform API: the one boundary the unit tests stub.
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/** Handlers keyed by "METHOD /path" (no query string). */
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>>;

/** A call made as fetch(url, init). */
function readCall(input: string | URL, init: RequestInit): FakeRequest {
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
  return { method: init.method ?? 'GET', url: new URL(String(input), 'http://localhost'), headers: new Headers(init.headers), body };
}

/** A call made as fetch(request), as axios's fetch adapter does. */
async function readRequest(input: Request): Promise<FakeRequest> {
  const text = await input.text();
  return { method: input.method, url: new URL(input.url, 'http://localhost'), headers: input.headers, body: text ? JSON.parse(text) : undefined };
}

export function fakeServer(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const request = input instanceof Request ? await readRequest(input) : readCall(input, init);
    requests.push(request);
    const handler = routes[`${request.method} ${request.url.pathname}`];
    const answer = handler ? await handler(request) : { status: 404, body: { status: 404, error: 'Not Found', message: 'No route' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests made to one "METHOD /path". */
    to: (route: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === route),
  };
}

/** The server's answer to an expired access token. */
export const expiredToken: FakeAnswer = {
  status: 401,
  body: { status: 401, error: 'invalid_token', message: 'Access token expired' },
};

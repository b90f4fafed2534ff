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

export function fakeServer(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = { method, url, headers: new Headers(init.headers), body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
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

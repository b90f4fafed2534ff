import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { ApiError, errorText, request } from '../../src/dataProviders/httpClient';
import { session } from '../../src/session/session';
import { hardNavigate } from '../../src/session/hardNavigate';
import { REQUEST_TIMEOUT_MS } from '../../src/config/constants';
import { expiredToken, fakeServer, type FakeRequest } from './httpClient.fakeServer';

vi.mock('../../src/session/hardNavigate', () => ({ hardNavigate: vi.fn() }));

const bearer = (r: FakeRequest) => r.headers.get('Authorization');

function signedInAs(accessToken: string, refreshToken: string | null = 'refresh-1') {
  session.set('accessToken', accessToken);
  session.set('refreshToken', refreshToken);
  session.set('accountId', 7);
  session.set('accountUserId', 70);
  session.set('appInstanceId', 700);
  session.set('rememberedLogin', 'ada');
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(hardNavigate).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('errorText', () => {
  it("says 'Unauthorized' on a 401 whatever the server's message", () => {
    expect(errorText(401, { message: 'Access token expired', data: 'x' })).toBe('Unauthorized');
  });
  it("prefers the server's message", () => {
    expect(errorText(400, { message: 'Business name is required', data: 'ignored' })).toBe('Business name is required');
  });
  it("falls back to the server's data, as text", () => {
    expect(errorText(409, { message: '', data: 'Already a member' })).toBe('Already a member');
    expect(errorText(400, { data: { field: 'zipcode' } })).toBe('{"field":"zipcode"}');
  });
  it("otherwise says 'something went wrong'", () => {
    expect(errorText(500, null)).toBe('something went wrong');
    expect(errorText(502, '<html>Bad gateway</html>')).toBe('something went wrong');
    expect(errorText(0, null)).toBe('something went wrong');
  });
});

describe('request', () => {
  it('sends the session token and tenant headers, and the query', async () => {
    signedInAs('token-1');
    const server = fakeServer({ 'GET /users/accounts': () => ({ status: 200, body: { content: [], totalElements: 0 } }) });
    const res = await request('account', '/accounts', { query: { userId: 3, query: undefined, page: 0 } });
    expect(res.json).toEqual({ content: [], totalElements: 0 });
    const [sent] = server.requests;
    expect(bearer(sent)).toBe('Bearer token-1');
    expect(sent.headers.get('accountId')).toBe('7');
    expect(sent.headers.get('accountUserId')).toBe('70');
    expect(sent.headers.get('appInstanceId')).toBe('700');
    expect(sent.url.search).toBe('?userId=3&page=0');
  });

  it('sends a Content-Type only with a body, as fetch did (the server refuses form-urlencoded)', async () => {
    signedInAs('token-1');
    const server = fakeServer({
      'PUT /auth/access-request/grant': () => ({ status: 200, body: {} }),
      'POST /users/account': () => ({ status: 200, body: {} }),
    });
    await request('auth', '/access-request/grant', { method: 'PUT', query: { notificationId: 1 } });
    await request('account', '/account', { method: 'POST', body: { name: 'Ada' } });
    expect(server.requests.map((r) => r.headers.get('Content-Type'))).toEqual([null, 'application/json']);
  });

  it('throws a react-admin HttpError carrying the error text, status and body', async () => {
    signedInAs('token-1');
    const body = { status: 400, error: 'Bad Request', message: 'Please enter a valid email' };
    fakeServer({ 'POST /users/account': () => ({ status: 400, body }) });
    const error = await request('account', '/account', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Please enter a valid email', status: 400, body });
  });

  it('gives up after the spec time-out with the generic text and no retry', async () => {
    vi.useFakeTimers();
    signedInAs('token-1');
    const fetchMock = vi.fn(
      (sent: Request) => new Promise<Response>((_resolve, reject) => sent.signal.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const pending = request('manage', '/auth/version').catch((e) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ message: 'something went wrong', status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('refresh once on an expired token', () => {
  it('shares ONE refresh between three concurrent 401s, then retries each call', async () => {
    signedInAs('old-token', 'refresh-1');
    const server = fakeServer({
      'GET /users/accounts': (r) =>
        bearer(r) === 'Bearer new-token' ? { status: 200, body: { content: [{ id: r.url.searchParams.get('n') }] } } : expiredToken,
      'POST /auth/refresh-token': async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { status: 200, body: { accessToken: 'new-token', refreshToken: 'refresh-2' } };
      },
    });

    const answers = await Promise.all(
      [1, 2, 3].map((n) => request<{ content: { id: string }[] }>('account', '/accounts', { query: { n } })),
    );

    expect(answers.map((a) => a.json.content[0].id)).toEqual(['1', '2', '3']);
    const refreshes = server.to('POST /auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refresh_token: 'refresh-1', access_token: 'old-token' });
    expect(refreshes[0].headers.get('access_token')).toBe('old-token');
    expect(server.to('GET /users/accounts')).toHaveLength(6);
    expect(session.get('accessToken')).toBe('new-token');
    expect(session.get('refreshToken')).toBe('refresh-2');
    expect(Number(session.get('tokenGeneratedAt'))).toBeGreaterThan(0);
  });

  it('retries a call only once: a second 401 is an error', async () => {
    signedInAs('old-token');
    const server = fakeServer({
      'GET /manage/auth/version': () => expiredToken,
      'POST /auth/refresh-token': () => ({ status: 200, body: { accessToken: 'new-token', refreshToken: 'refresh-2' } }),
    });
    await expect(request('manage', '/auth/version')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(server.to('GET /manage/auth/version')).toHaveLength(2);
    expect(server.to('POST /auth/refresh-token')).toHaveLength(1);
  });

  it('clears the session and goes to login when the refresh fails', async () => {
    signedInAs('old-token');
    fakeServer({
      'GET /users/accounts': () => expiredToken,
      'POST /auth/refresh-token': () => ({ status: 401, body: { status: 401, error: 'invalid_grant', message: 'Session ended' } }),
    });
    await expect(request('account', '/accounts')).rejects.toMatchObject({ status: 401 });
    expect(session.get('accessToken')).toBeNull();
    expect(session.get('accountId')).toBeNull();
    expect(session.get('rememberedLogin')).toBe('ada');
    expect(hardNavigate).toHaveBeenCalledWith('/admin/auth/login');
  });

  it('keeps the session when the refresh cannot reach the server (offline, or the page navigated away)', async () => {
    signedInAs('old-token', 'refresh-1');
    fakeServer({
      'GET /users/accounts': () => expiredToken,
      'POST /auth/refresh-token': () => { throw new TypeError('Failed to fetch'); },
    });
    await expect(request('account', '/accounts')).rejects.toMatchObject({ status: 0, message: 'something went wrong' });
    expect(session.get('accessToken')).toBe('old-token');
    expect(session.get('refreshToken')).toBe('refresh-1');
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('goes to login without calling refresh when there is no refresh token', async () => {
    signedInAs('old-token', null);
    const server = fakeServer({ 'GET /users/accounts': () => expiredToken });
    await expect(request('account', '/accounts')).rejects.toMatchObject({ status: 401 });
    expect(server.to('POST /auth/refresh-token')).toHaveLength(0);
    expect(session.get('accessToken')).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/admin/auth/login');
  });

  it("does not retry a 401 with another error code (e.g. a wrong password)", async () => {
    signedInAs('token-1');
    const server = fakeServer({
      'POST /auth/changePassword': () => ({
        status: 401,
        body: { status: 401, error: 'invalid_credentials', message: 'Invalid credentials provided.' },
      }),
    });
    await expect(request('auth', '/changePassword', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
    expect(server.requests).toHaveLength(1);
    expect(session.get('accessToken')).toBe('token-1');
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

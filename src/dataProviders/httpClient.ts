// The console's HTTP client: session headers on every call, errors as react-admin HttpErrors with
// the spec's text, and the spec's retry-once-after-refresh on an expired token (DESIGN §7:
// react-admin's own refresh helpers never retry a 401), as interceptors of the one axios instance.
import { HttpError } from 'react-admin';
import type { ServiceName } from '../config/services';
import { session, tenantHeaders } from '../session/session';
import { endSessionAndGoToLogin } from '../session/navigation';
import { errorText, UNAUTHORIZED_TEXT } from './errorText';
import type { AxiosResponse } from 'axios';
import { exchange, exchangeConfig, isSuccess, platformHttp, readBody, type ApiResponse, type RequestOptions } from './wire';
import { refreshTokens, type RefreshOutcome } from './tokenRefresh';

export { errorText } from './errorText';
export type { ApiResponse, RequestOptions, QueryValues } from './wire';

/** A failed call; react-admin shows its message (the spec's error text). */
export class ApiError extends HttpError {
  constructor(message: string, status: number, body: unknown) {
    super(message, status, body);
    // HttpError pins its own prototype; restore ours so `instanceof ApiError` holds.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
  }
}

/** The error codes of an expired or unknown access token: worth one refresh. */
const REFRESHABLE_ERRORS = new Set(['Unauthorized', 'invalid_token']);

const isExpiredToken = (response: AxiosResponse<unknown>) =>
  response.status === 401 && REFRESHABLE_ERRORS.has(String((readBody(response.data) as { error?: unknown } | null)?.error));

/** The refresh in flight, shared by every call that hit an expired token meanwhile. */
let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Resolves once a fresh token is stored; ends the session (to login) when the server refuses. When
 * the server cannot be reached the call fails as any unreachable call does, and the session stays.
 * One refresh at a time for the whole console (a refresh token used twice ends its family), so the
 * live streams renew through here too.
 */
export async function renewAccessToken(tokenUsed: string | null): Promise<void> {
  // Another call refreshed since this one was sent: just retry with the new token.
  if (tokenUsed !== session.get('accessToken')) return;
  if (!refreshing) {
    refreshing = refreshTokens()
      .then((outcome) => {
        if (outcome === 'refused') endSessionAndGoToLogin();
        return outcome;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  const outcome = await refreshing;
  if (outcome === 'refused') throw new ApiError(UNAUTHORIZED_TEXT, 401, null);
  if (outcome === 'unreachable') throw new ApiError(errorText(0, null), 0, null);
}

// The session's part of the one axios instance, for the calls `request` makes (`withSession`).
// A retry passes here again, so it goes out with the renewed token.
platformHttp.interceptors.request.use((config) => {
  if (!config.withSession) return config;
  config.tokenUsed ??= session.get('accessToken');
  config.headers.set(tenantHeaders());
  return config;
});

platformHttp.interceptors.response.use(async (response) => {
  const { config } = response;
  if (!config.withSession || config.retried || !isExpiredToken(response)) return response;
  await renewAccessToken(config.tokenUsed ?? null);
  return platformHttp.request({ ...config, retried: true });
});

export async function request<T = unknown>(
  service: ServiceName,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const res = await exchange<T>(exchangeConfig(service, path, options, options.auth !== false));
  if (!isSuccess(res.status)) throw new ApiError(errorText(res.status, res.json), res.status, res.json);
  return res;
}

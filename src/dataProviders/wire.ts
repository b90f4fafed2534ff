// One HTTP exchange with a platform service: URL from the service map, JSON in and out, the
// spec's 600000 ms time-out, over the console's one axios instance (DESIGN §7). No react-admin
// here: the light public pages use it too.
import axios, { type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { serviceUrl, type ServiceName } from '../config/services';

export type QueryValues = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: string;
  query?: QueryValues;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the session's token and tenant headers (and refresh once on an expired token). Default true. */
  auth?: boolean;
  /** Let the call outlive the page (sign-out calls made just before leaving it). */
  keepalive?: boolean;
  /** Upload progress; such a call goes over XMLHttpRequest, as fetch reports no upload progress. */
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

export interface ApiResponse<T> {
  /** 0 when no response came back (network failure or time-out). */
  status: number;
  json: T;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Add the session's headers and refresh once on an expired token (the http client's interceptors). */
    withSession?: boolean;
    /** The access token the call was first sent with: a refresh is only worth it while it is current. */
    tokenUsed?: string | null;
    /** Already sent again after a refresh: a second expired token is an error. */
    retried?: boolean;
  }
}

/**
 * The console's one axios instance. Bodies and answers pass through untouched (encodeBody and
 * readBody below) and every status resolves, so a failure is read the same way on every path.
 * The fetch adapter keeps `fetch` the one boundary the unit tests stub.
 */
export const platformHttp = axios.create({
  adapter: 'fetch',
  timeout: REQUEST_TIMEOUT_MS,
  responseType: 'text',
  transformRequest: [(data: unknown) => data],
  transformResponse: [(data: unknown) => data],
  validateStatus: () => true,
});

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** The call's absolute URL, resolved as the page resolves links: axios hands fetch a `Request`, which needs one outside a browser. */
export function buildUrl(service: ServiceName, path: string, query?: QueryValues): string {
  const url = serviceUrl(service, path);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return new URL(search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url, document.baseURI).href;
}

/**
 * The body and its Content-Type as fetch sent them: none without a body, the file's own type, and
 * the browser's multipart type with its boundary. `false` keeps axios from writing its default
 * (form-urlencoded on every POST, PUT and PATCH), which the server refuses on a bodiless call (415).
 */
function encodeBody(body: unknown): { data?: unknown; contentType: string | false } {
  if (body === undefined) return { contentType: false };
  if (body instanceof FormData) return { data: body, contentType: false };
  if (body instanceof Blob) return { data: body, contentType: body.type || false };
  return { data: JSON.stringify(body), contentType: 'application/json' };
}

/** An answer's body: JSON when it parses, else its text, null when empty. */
export function readBody(text: unknown): unknown {
  if (typeof text !== 'string' || !text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The axios call for one exchange; `withSession` hands it to the http client's interceptors. */
export function exchangeConfig(service: ServiceName, path: string, options: RequestOptions, withSession: boolean): AxiosRequestConfig {
  const { data, contentType } = encodeBody(options.body);
  return {
    url: buildUrl(service, path, options.query),
    method: options.method ?? 'GET',
    headers: { Accept: 'application/json', 'Content-Type': contentType, ...options.headers },
    data,
    fetchOptions: { keepalive: options.keepalive },
    // fetch reports upload progress only over HTTP/2 streaming in Chrome; XMLHttpRequest always does.
    ...(options.onUploadProgress && { adapter: 'xhr', onUploadProgress: options.onUploadProgress }),
    withSession,
  };
}

/**
 * Sends one exchange. A missing response (network failure, time-out) is status 0, never thrown:
 * the spec retries nothing. What the interceptors throw (a refused refresh) goes through.
 */
export async function exchange<T>(config: AxiosRequestConfig): Promise<ApiResponse<T>> {
  try {
    const response = await platformHttp.request<string>(config);
    return { status: response.status, json: readBody(response.data) as T };
  } catch (error) {
    if (axios.isAxiosError(error)) return { status: 0, json: null as T };
    throw error;
  }
}

/** One exchange without the session (sign-in, refresh, sign-out, the public pages). */
export const send = <T>(service: ServiceName, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> =>
  exchange<T>(exchangeConfig(service, path, options, false));

// One HTTP exchange with a platform service: URL from the service map, JSON in and out, the
// spec's 600000 ms time-out. No react-admin here: the light public pages use it too.
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
}

export interface ApiResponse<T> {
  /** 0 when no response came back (network failure or time-out). */
  status: number;
  json: T;
  headers: Headers;
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

export function buildUrl(service: ServiceName, path: string, query?: QueryValues): string {
  const url = serviceUrl(service, path);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof Blob) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one request; never throws: a missing response is status 0 (the spec retries nothing). */
export async function send<T>(service: ServiceName, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { body, contentType } = encodeBody(options.body);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (contentType) headers['Content-Type'] = contentType;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(buildUrl(service, path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      keepalive: options.keepalive,
      signal: controller.signal,
    });
    return { status: response.status, json: (await readBody(response)) as T, headers: response.headers };
  } catch {
    return { status: 0, json: null as T, headers: new Headers() };
  } finally {
    clearTimeout(timer);
  }
}

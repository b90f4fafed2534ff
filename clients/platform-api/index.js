// The platform's typed HTTP client: openapi-fetch over the types generated from the platform's served
// OpenAPI document (schema.d.ts, `npm run api:client`). Written by hand, never regenerated.
import createClient from 'openapi-fetch';

/** The server the document names: `npm start`'s own address. A deployment's is its PUBLIC_URL. */
export const DEFAULT_BASE_URL = 'http://localhost:8080';

/**
 * A client of the platform at `baseUrl` (no trailing slash needed). Every other option is
 * openapi-fetch's (`fetch`, `headers`, ...). Calls are typed by path and method:
 * `await platform.POST('/auth/appLoginToken', { body: { code, appId } })` answers `{ data }` or `{ error }`.
 */
export function createPlatformClient({ baseUrl = DEFAULT_BASE_URL, ...options } = {}) {
  return createClient({ ...options, baseUrl: baseUrl.replace(/\/+$/, '') });
}

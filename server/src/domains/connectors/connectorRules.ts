// Connector API rules: what a definition may hold, how it is shown (secrets never), and how a call
// is built from a definition, an instance's values and placeholder values. A connector's own
// credentials are sent only to the origin its definition names; an instance's base URL that points
// elsewhere needs the instance's own credentials.
import { badRequest } from '../../http/errors';
import { PLACEHOLDER, placeholdersOf, type AuthType } from '../../../../contract/connectorsRules';
import type { AuthSettings, ConnectorApiView, InstanceApiView, NameValue } from '../../../../contract/connectors';
import type { ConnectorApiRow, InstanceApiRow } from './connectorStore';

const ORIGIN = /^(https?):\/\/([^/?#]+)([/?#].*)?$/i;

/** The origin and the rest of a URL template; the origin may hold no placeholder. */
export function splitTemplate(url: string): { origin: string; rest: string } {
  const m = ORIGIN.exec(url.trim());
  if (!m) throw badRequest('The URL must start with http:// or https:// and a host');
  if (m[2].includes('{{') || m[2].includes('@')) throw badRequest('The URL’s host may hold neither placeholders nor a user name');
  let origin: string;
  try {
    origin = new URL(`${m[1]}://${m[2]}`).origin;
  } catch {
    throw badRequest('The URL’s host is not valid');
  }
  return { origin, rest: m[3] ?? '' };
}

/** A base URL override: http(s), a host, an optional path prefix, nothing else. */
export function checkBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw badRequest('The base URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('The base URL must be http or https');
  if (url.username || url.password || url.search || url.hash) throw badRequest('The base URL may hold only a scheme, a host and a path');
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
}

export function checkAuth(auth: AuthSettings): AuthSettings {
  const clean: AuthSettings = { type: auth.type };
  if (auth.type === 'apiKey') {
    if (!auth.keyName) throw badRequest('An API key needs the name of its header or query parameter');
    Object.assign(clean, { keyName: auth.keyName, keyIn: auth.keyIn ?? 'header' });
  }
  if (auth.type === 'basic') Object.assign(clean, { username: auth.username ?? '' });
  if (auth.type === 'oauth2ClientCredentials') {
    if (!auth.tokenUrl) throw badRequest('OAuth 2 client credentials need a token URL');
    splitTemplate(auth.tokenUrl);
    Object.assign(clean, { tokenUrl: auth.tokenUrl, username: auth.username ?? '', scope: auth.scope ?? null });
  }
  return clean;
}

const pairs = (value: unknown): NameValue[] => (Array.isArray(value) ? value as NameValue[] : []);

export function toApiView(row: ConnectorApiRow): ConnectorApiView {
  const headers = pairs(row.headers);
  const query = pairs(row.query);
  return {
    id: row.id, connectorId: row.connectorId, name: row.name, method: row.method, url: row.url, headers, query,
    bodyTemplate: row.bodyTemplate, auth: row.auth as AuthSettings, hasSecret: row.secretSealed !== null,
    placeholders: placeholdersOf(row.url, row.bodyTemplate, ...headers.map((h) => h.value), ...query.map((q) => q.value)),
    userCreated: row.userCreated, userUpdated: row.userUpdated,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

export function toInstanceApiView(row: InstanceApiRow): InstanceApiView {
  return {
    id: row.id, appId: row.appId, appInstanceId: row.appInstanceId, connectorApiId: row.connectorApiId, baseUrl: row.baseUrl,
    placeholderValues: (row.placeholderValues ?? {}) as Record<string, string>, username: row.username,
    hasSecret: row.secretSealed !== null, updatedAt: row.updatedAt.toISOString(),
  };
}

export class CallConfigError extends Error {}

type Encode = (value: string) => string;

function fill(template: string, values: Record<string, string>, encode: Encode): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new CallConfigError(`The placeholder {{${name}}} has no value`);
    return encode(value);
  });
}

const noLineBreaks: Encode = (value) => {
  if (/[\r\n\0]/.test(value)) throw new CallConfigError('A header value may not hold line breaks');
  return value;
};
const jsonInside: Encode = (value) => JSON.stringify(value).slice(1, -1);

export interface Credentials {
  type: AuthType;
  auth: AuthSettings;
  username: string;
  secret: string | null;
}

export interface BuiltCall {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | null;
  /** Where the credentials go and which, or null when none are sent. */
  credentials: Credentials | null;
  /** The connector's own credentials were left out because the base URL leaves its origin. */
  ownCredentialsWithheld: boolean;
}

/**
 * The call as it will be sent, before authentication. Placeholders are URL-encoded in the path and
 * query (they cannot move the host), kept on one line in headers, and JSON-escaped in a JSON body.
 */
export function buildCall(
  api: ConnectorApiRow, apiSecret: string | null,
  instance: { row: InstanceApiRow; secret: string | null } | undefined,
  values: Record<string, string>,
): BuiltCall {
  const { origin, rest } = splitTemplate(api.url);
  const base = instance?.row.baseUrl ? checkBaseUrl(instance.row.baseUrl) : origin;
  const url = new URL(`${base}${fill(rest, values, encodeURIComponent)}`);
  for (const q of pairs(api.query)) url.searchParams.append(q.name, fill(q.value, values, (v) => v));
  const headers: [string, string][] = pairs(api.headers).map((h) => [h.name, fill(h.value, values, noLineBreaks)]);
  const template = api.bodyTemplate?.trim() ? api.bodyTemplate : null;
  const json = template !== null && /^[[{]/.test(template.trim());
  const body = template === null ? null : fill(template, values, json ? jsonInside : (v) => v);
  if (body !== null && !headers.some(([name]) => name.toLowerCase() === 'content-type')) {
    headers.push(['content-type', json ? 'application/json' : 'text/plain; charset=utf-8']);
  }
  const auth = api.auth as AuthSettings;
  const sameOrigin = url.origin === origin;
  let credentials: Credentials | null = null;
  let ownCredentialsWithheld = false;
  if (auth.type !== 'none') {
    if (instance?.secret) {
      credentials = { type: auth.type, auth, username: instance.row.username || auth.username || '', secret: instance.secret };
    } else if (apiSecret && sameOrigin) {
      credentials = { type: auth.type, auth, username: auth.username || '', secret: apiSecret };
    } else if (apiSecret) {
      ownCredentialsWithheld = true;
    }
  }
  return { method: api.method, url: url.toString(), headers, body, credentials, ownCredentialsWithheld };
}

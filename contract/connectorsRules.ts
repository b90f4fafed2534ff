// Connector API rules both tiers apply (no TypeBox: the console imports this file).

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const AUTH_TYPES = ['none', 'apiKey', 'bearer', 'basic', 'oauth2ClientCredentials'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** What the account's connector instances (GET /developerApp/services) sort by. */
export const SERVICE_SORT_FIELDS = ['name', 'id'] as const;
export type ServiceSortField = (typeof SERVICE_SORT_FIELDS)[number];
/** What a connector's APIs sort by. */
export const API_SORT_FIELDS = ['name', 'method', 'createdAt', 'updatedAt', 'id'] as const;
export type ApiSortField = (typeof API_SORT_FIELDS)[number];

export const LINK_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export const CONNECTOR_API_NAME_MAX = 100;
export const CONNECTOR_URL_MAX = 2000;
export const CONNECTOR_BODY_MAX = 20_000;
export const CONNECTOR_PAIRS_MAX = 30;
export const HEADER_NAME_MAX = 100;
export const HEADER_VALUE_MAX = 2000;
export const SECRET_MAX = 4000;
export const PLACEHOLDERS_MAX = 50;

/** `{{name}}` in a URL, header, query value or body template. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]{0,63})\s*\}\}/g;
export const PLACEHOLDER_NAME = '^[A-Za-z_][A-Za-z0-9_.-]{0,63}$';

/** The placeholder names a set of templates uses, in order of first appearance. */
export function placeholdersOf(...templates: (string | null | undefined)[]): string[] {
  const names = new Set<string>();
  for (const template of templates) for (const m of (template ?? '').matchAll(PLACEHOLDER)) names.add(m[1]);
  return [...names];
}

/** Why a test call failed, in the words the console explains (developer-portal.md §7, issue 13). */
export const FAILURE_KINDS = ['policy', 'dns', 'refused', 'timeout', 'tls', 'tooLarge', 'reset', 'config', 'network'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** How a write-only secret is shown back: never its value. */
export const SECRET_MASK = '••••••••';

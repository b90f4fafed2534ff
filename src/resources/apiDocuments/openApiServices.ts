// The OpenAPI document split by service: an operation's `x-service` (the service whose prefix its
// path is under; the server's document tags operations by domain and groups the domains by service
// in `x-tagGroups`), or its first tag in a document without it. Services come in the order of the
// document's tag groups, then of its tag list, then in the order they first appear.
export interface OpenApiDocument {
  tags?: { name: string }[];
  'x-tagGroups'?: { name: string }[];
  paths?: Record<string, Record<string, { tags?: string[]; 'x-service'?: string } | unknown>>;
  [key: string]: unknown;
}

const UNTAGGED = 'other';
const serviceOf = (operation: unknown): string => {
  const { tags, 'x-service': service } = (operation ?? {}) as { tags?: string[]; 'x-service'?: string };
  return service ?? tags?.[0] ?? UNTAGGED;
};

export function serviceNames(document: OpenApiDocument): string[] {
  const used = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) used.add(serviceOf(operation));
  }
  const listed = [...(document['x-tagGroups'] ?? []), ...(document.tags ?? [])].map((entry) => entry.name).filter((name) => used.has(name));
  return [...new Set([...listed, ...used])];
}

/**
 * The document with only this service's operations (paths left empty are dropped), without its
 * `servers`: the console's "Try it out" calls go where the console itself calls (this page's origin),
 * whatever address the document gives an app's developer.
 */
export function serviceOnly(document: OpenApiDocument, service: string): OpenApiDocument {
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const kept = Object.fromEntries(Object.entries(operations).filter(([, operation]) => serviceOf(operation) === service));
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  const { servers: _servers, ...rest } = document;
  return { ...rest, paths };
}

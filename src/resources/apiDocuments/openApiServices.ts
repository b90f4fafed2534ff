// The OpenAPI document split by service: its operations' first tags, in the order they first appear.
export interface OpenApiDocument {
  paths?: Record<string, Record<string, { tags?: string[] } | unknown>>;
  [key: string]: unknown;
}

const UNTAGGED = 'other';
const serviceOf = (operation: unknown): string => (operation as { tags?: string[] } | null)?.tags?.[0] ?? UNTAGGED;

export function serviceNames(document: OpenApiDocument): string[] {
  const names = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) names.add(serviceOf(operation));
  }
  return [...names];
}

/** The document with only this service's operations (paths left empty are dropped). */
export function serviceOnly(document: OpenApiDocument, service: string): OpenApiDocument {
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const kept = Object.fromEntries(Object.entries(operations).filter(([, operation]) => serviceOf(operation) === service));
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  return { ...document, paths };
}

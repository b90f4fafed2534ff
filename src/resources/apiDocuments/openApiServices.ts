// The OpenAPI document split by service: its operations' first tags, in the order the document's
// tag list gives (then any other in the order it first appears).
export interface OpenApiDocument {
  tags?: { name: string }[];
  paths?: Record<string, Record<string, { tags?: string[] } | unknown>>;
  [key: string]: unknown;
}

const UNTAGGED = 'other';
const serviceOf = (operation: unknown): string => (operation as { tags?: string[] } | null)?.tags?.[0] ?? UNTAGGED;

export function serviceNames(document: OpenApiDocument): string[] {
  const used = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) used.add(serviceOf(operation));
  }
  const listed = (document.tags ?? []).map((tag) => tag.name).filter((name) => used.has(name));
  return [...new Set([...listed, ...used])];
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

// The query and answer schemas of paged lists (DESIGN §3), declared once for every domain's
// contract and the server: zero-based `page`, `size`, a `query` search text, sorting in one of the
// spec's dialects, and the `{ content, totalElements }` answer. Sort fields are a whitelist per list.
import { Type, type TSchema } from 'typebox';
import { Id } from './wireTypes';
import { DEFAULT_PAGE_SIZE } from './paging';

export const MAX_PAGE_SIZE = 100;
/** Deeper pages read every skipped row; nobody pages this far by hand. */
export const MAX_PAGE = 100_000;

/** Querystring properties shared by every paged list. */
export const pageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE, default: 0, description: 'Zero-based page number' })),
  size: Type.Optional(Id({ maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Rows per page' })),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search text' })),
};

/** The `sortfield` + `sortorder` dialect, with the list's whitelist in the schema (and the OpenAPI). */
export function sortFieldQuery<F extends string>(fields: readonly F[]) {
  return {
    sortfield: Type.Optional(Type.Enum([...fields], { description: `Sort field: ${fields.join(', ')}` })),
    sortorder: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'], { description: 'Sort direction' })),
  };
}

/** The `sort=field,asc` dialect; the server parses the pair, which travels as one string. */
export function sortParamQuery<F extends string>(fields: readonly F[]) {
  return { sort: Type.Optional(Type.String({ maxLength: 80, description: `field,asc|desc with field one of ${fields.join(', ')}` })) };
}

/** Either dialect, for lists the spec calls both ways. */
export function eitherSortQuery<F extends string>(fields: readonly F[]) {
  return { ...sortFieldQuery(fields), ...sortParamQuery(fields) };
}

/** `{ content, totalElements }`, the answer of every paged list. */
export function pagedResponse<T extends TSchema>(item: T) {
  return Type.Object({ content: Type.Array(item), totalElements: Type.Integer({ minimum: 0 }) });
}

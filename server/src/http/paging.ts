// Paged lists (DESIGN §3): zero-based `page`, `size`, a `query` search text, and sorting in one
// of the spec's dialects (`sortfield`+`sortorder` or `sort=field,asc`). Sort fields are always
// whitelisted per route and mapped to columns here, never concatenated into SQL.
import { Type, type TSchema } from 'typebox';
import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { badRequest } from './errors';
import { Id } from '../../../contract/wireTypes';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Deeper pages read every skipped row; nobody pages this far by hand. */
export const MAX_PAGE = 100_000;

export type SortDirection = 'asc' | 'desc';
export interface SortSpec<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/** Querystring properties shared by every paged list (read them with pageOf). */
export const pageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE, default: 0, description: 'Zero-based page number' })),
  size: Type.Optional(Id({ maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Rows per page' })),
  query: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search text' })),
};

export interface Page {
  page: number;
  size: number;
}

export const pageOf = (q: { page?: number; size?: number }): Page => ({ page: q.page ?? 0, size: q.size ?? DEFAULT_PAGE_SIZE });

/** The `sortfield` + `sortorder` dialect, with the route's whitelist in the schema (and the OpenAPI). */
export function sortFieldQuery<F extends string>(fields: readonly F[]) {
  return {
    sortfield: Type.Optional(Type.Enum([...fields], { description: `Sort field: ${fields.join(', ')}` })),
    sortorder: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'], { description: 'Sort direction' })),
  };
}

/** The `sort=field,asc` dialect; parsed by parseSortParam because the pair travels as one string. */
export function sortParamQuery<F extends string>(fields: readonly F[]) {
  return { sort: Type.Optional(Type.String({ maxLength: 80, description: `field,asc|desc with field one of ${fields.join(', ')}` })) };
}

/** `{ content, totalElements }`, the response of every paged list. */
export function pagedResponse<T extends TSchema>(item: T) {
  return Type.Object({ content: Type.Array(item), totalElements: Type.Integer({ minimum: 0 }) });
}

export function sortFromFields<F extends string>(fallback: SortSpec<F>, sortfield?: F, sortorder?: string): SortSpec<F> {
  return {
    field: sortfield ?? fallback.field,
    direction: sortorder ? (sortorder.toLowerCase() as SortDirection) : sortfield ? 'asc' : fallback.direction,
  };
}

export function parseSortParam<F extends string>(sort: string | undefined, fields: readonly F[], fallback: SortSpec<F>): SortSpec<F> {
  if (!sort?.trim()) return fallback;
  const [rawField, rawDirection = 'asc', ...rest] = sort.split(',').map((s) => s.trim());
  const field = fields.find((f) => f === rawField);
  if (!field) throw badRequest(`sort field must be one of ${fields.join(', ')}`);
  const direction = rawDirection.toLowerCase();
  if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
    throw badRequest('sort must be "field,asc" or "field,desc"');
  }
  return { field, direction };
}

/** ORDER BY for a sort spec, with a unique tiebreaker so pages never overlap or skip rows. */
export function orderByClause<F extends string>(
  columns: Record<F, SQLWrapper | AnyColumn>, spec: SortSpec<F>, tiebreaker: AnyColumn,
): SQL[] {
  const by = spec.direction === 'asc' ? asc : desc;
  return [by(columns[spec.field]), by(tiebreaker)];
}

/** An ILIKE pattern matching `query` anywhere, with the wildcards in the text escaped. */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const pageOffset = (page: number, size: number) => page * size;

/**
 * A page whose rows carry the list's total in a `total` column (one round trip); a page past the
 * end has no row to carry it, so `countAll` answers then.
 */
export async function pageWithTotal<R extends { total: number }>(rows: R[], page: number, countAll: () => Promise<number>) {
  const totalElements = rows[0]?.total ?? (page > 0 ? Number(await countAll()) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), totalElements };
}

// Paged lists (DESIGN §3): zero-based `page`, `size`, a `query` search text, and sorting in one
// of the spec's dialects (`sortfield`+`sortorder` or `sort=field,asc`). Sort fields are always
// whitelisted per route and mapped to columns here, never concatenated into SQL.
import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { badRequest } from './errors';
import { DEFAULT_PAGE_SIZE } from '../../../contract/paging';

// The schemas are declared in the contract, where the domains' route declarations name them.
export { DEFAULT_PAGE_SIZE };
export { MAX_PAGE, MAX_PAGE_SIZE, pagedResponse, pageQuery, sortFieldQuery, sortParamQuery } from '../../../contract/pagingSchemas';

export type SortDirection = 'asc' | 'desc';
export interface SortSpec<F extends string = string> {
  field: F;
  direction: SortDirection;
}

export interface Page {
  page: number;
  size: number;
}

export const pageOf = (q: { page?: number; size?: number }): Page => ({ page: q.page ?? 0, size: q.size ?? DEFAULT_PAGE_SIZE });

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

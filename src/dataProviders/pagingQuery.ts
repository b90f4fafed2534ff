// A list call's paging and sorting in its route's dialect (contract/paging.ts): react-admin's
// one-based page as the wire's zero-based one, and its sort as the dialect spells it; and the answer
// of a list the server does not page.
import type { GetListParams } from 'react-admin';
import type { PagingDialect } from '../../contract/paging';
import type { QueryValues } from './httpClient';

/** Paging and sorting query parameters for one list call in the given dialect. */
export function pagingQuery(dialect: PagingDialect, params: Pick<GetListParams, 'pagination' | 'sort'>): QueryValues {
  const page = Math.max((params.pagination?.page ?? 1) - 1, 0);
  const size = params.pagination?.perPage;
  // An empty field (a list sorted by nothing the user picks) sends no sort at all.
  const field = params.sort?.field || undefined;
  const order = params.sort?.order === 'DESC' ? 'desc' : 'asc';
  switch (dialect) {
    case 'sortfield':
      return { page, size, sortfield: field, sortorder: field ? order : undefined };
    case 'sort':
      return { page, size, sort: field ? `${field},${order}` : undefined };
    case 'sortBy':
      return { pageNo: page, pageSize: size, sortBy: field, sortDir: field ? order : undefined };
  }
}

/** A list the server answers whole, as one array (no paging): all its records, and their count. */
export const wholeList = <T>(data: T[]) => ({ data, total: data.length });

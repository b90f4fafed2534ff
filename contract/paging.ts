// Paged lists (DESIGN §3): zero-based pages of this many rows unless the call asks for another size.
export const DEFAULT_PAGE_SIZE = 10;

/** A page of a list as the wire carries it: the rows, and how many match in all. */
export interface ListPage<T> {
  content: T[];
  totalElements: number;
}

/** What a paged list is asked for: zero-based page, its size, the search text and the sort (the
 * `sortfield`/`sortorder` dialect; providers of the `sort=field,asc` dialect translate it). */
export interface ListQuery {
  query?: string;
  sortfield?: string;
  sortorder?: 'asc' | 'desc';
  page: number;
  size: number;
}

/** How a list call spells paging and sorting on the wire (DESIGN §3). */
export type PagingDialect =
  | 'sortfield' // page, size, sortfield, sortorder
  | 'sort' // page, size, sort=field,asc
  | 'sortBy'; // pageNo, pageSize, sortBy, sortDir

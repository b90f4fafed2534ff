// Paged lists (DESIGN §3): zero-based pages of this many rows unless the call asks for another size.
export const DEFAULT_PAGE_SIZE = 10;

/** A page of a list as the wire carries it: the rows, and how many match in all. */
export interface ListPage<T> {
  content: T[];
  totalElements: number;
}

// One page of a short list held whole in the browser, for a SectionTable whose call answers every
// row at once: the search (on a text of each row), the sort and the page of a ListQuery.
import type { ListPage, ListQuery } from '../../contract/paging';

export function pageOfRows<T extends object>(rows: T[], q: ListQuery, searchText: (row: T) => string): ListPage<T> {
  const needle = q.query?.trim().toLowerCase();
  const found = needle ? rows.filter((r) => searchText(r).toLowerCase().includes(needle)) : [...rows];
  if (q.sortfield) {
    const field = q.sortfield as keyof T;
    const sign = q.sortorder === 'desc' ? -1 : 1;
    // Missing values last, whatever the direction.
    found.sort((a, b) => (a[field] == null ? 1 : b[field] == null ? -1 : String(a[field]).localeCompare(String(b[field])) * sign));
  }
  return { content: found.slice(q.page * q.size, (q.page + 1) * q.size), totalElements: found.length };
}

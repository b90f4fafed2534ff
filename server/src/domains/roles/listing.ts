// The sort of a roles list: either dialect of the spec (sortfield + sortorder, or sort=field,asc).
import { parseSortParam, sortFromFields, type SortSpec } from '../../http/paging';

export function sortOf<F extends string>(
  q: { sortfield?: F; sortorder?: string; sort?: string }, fields: readonly F[], fallback: SortSpec<F>,
): SortSpec<F> {
  return q.sort ? parseSortParam(q.sort, fields, fallback) : sortFromFields(fallback, q.sortfield, q.sortorder);
}

// The sort of a roles list: either dialect of the spec (sortfield + sortorder, or sort=field,asc).
import { Type } from 'typebox';
import { parseSortParam, sortFieldQuery, sortFromFields, type SortSpec } from '../../http/paging';

export function sortQuery<F extends string>(fields: readonly F[]) {
  return {
    ...sortFieldQuery(fields),
    sort: Type.Optional(Type.String({ maxLength: 80, description: `field,asc|desc with field one of ${fields.join(', ')}` })),
  };
}

export function sortOf<F extends string>(
  q: { sortfield?: F; sortorder?: string; sort?: string }, fields: readonly F[], fallback: SortSpec<F>,
): SortSpec<F> {
  return q.sort ? parseSortParam(q.sort, fields, fallback) : sortFromFields(fallback, q.sortfield, q.sortorder);
}

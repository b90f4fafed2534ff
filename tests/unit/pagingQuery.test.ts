// A list call's paging and sorting in each dialect (src/dataProviders/pagingQuery.ts): react-admin's
// one-based page as the wire's zero-based one, and the sort as the dialect spells it.
import { describe, expect, it } from 'vitest';
import { pagingQuery } from '../../src/dataProviders/pagingQuery';

const listParams = (page: number, perPage: number) => ({
  pagination: { page, perPage },
  sort: { field: 'businessName', order: 'DESC' as const },
});

describe('pagingQuery', () => {
  it("'sortfield' dialect: zero-based page, size, sortfield, sortorder", () => {
    expect(pagingQuery('sortfield', listParams(3, 10))).toEqual({ page: 2, size: 10, sortfield: 'businessName', sortorder: 'desc' });
  });

  it("'sort' dialect: sort=field,direction", () => {
    expect(pagingQuery('sort', { ...listParams(1, 25), sort: { field: 'createdAt', order: 'ASC' } })).toEqual({ page: 0, size: 25, sort: 'createdAt,asc' });
  });

  it("'sortBy' dialect: pageNo, pageSize, sortBy, sortDir", () => {
    expect(pagingQuery('sortBy', listParams(2, 5))).toEqual({ pageNo: 1, pageSize: 5, sortBy: 'businessName', sortDir: 'desc' });
  });

  it('sends no sort in any dialect for a list sorted by nothing the user picks', () => {
    const unsorted = { ...listParams(1, 10), sort: { field: '', order: 'ASC' as const } };
    const sent = (['sortfield', 'sort', 'sortBy'] as const).map((dialect) =>
      Object.entries(pagingQuery(dialect, unsorted)).filter(([, value]) => value !== undefined).map(([name]) => name).join(','));
    expect(sent).toEqual(['page,size', 'page,size', 'pageNo,pageSize']);
  });
});

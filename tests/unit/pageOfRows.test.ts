// Paging a short list held whole in the browser (src/ui/pageOfRows.ts), as the API keys tab's
// "Only keys I generated" does with GET app-instance-api-key?userId&appInstanceId.
import { describe, expect, it } from 'vitest';
import { pageOfRows } from '../../src/ui/pageOfRows';

const rows = [
  { id: 1, name: 'Billing', lastUsedAt: '2026-01-02' },
  { id: 2, name: 'nightly export', lastUsedAt: null },
  { id: 3, name: 'Audit', lastUsedAt: '2026-01-01' },
];

describe('pageOfRows', () => {
  it('searches without regard to case, then counts what matched', () => {
    expect(pageOfRows(rows, { query: 'NIGHT', page: 0, size: 10 }, (r) => r.name)).toEqual({ content: [rows[1]], totalElements: 1 });
  });

  it('sorts both ways, missing values last, and cuts the page', () => {
    const byName = pageOfRows(rows, { sortfield: 'name', sortorder: 'asc', page: 0, size: 2 }, (r) => r.name);
    expect(byName).toEqual({ content: [rows[2], rows[0]], totalElements: 3 });
    expect(pageOfRows(rows, { sortfield: 'name', sortorder: 'asc', page: 1, size: 2 }, (r) => r.name).content).toEqual([rows[1]]);
    const used = pageOfRows(rows, { sortfield: 'lastUsedAt', sortorder: 'desc', page: 0, size: 10 }, (r) => r.name).content.map((r) => r.id);
    expect(used).toEqual([1, 3, 2]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]); // the caller's list is left as it was
  });
});

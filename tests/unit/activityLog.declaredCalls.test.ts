// The activityLog domain goes by its route declarations (contract/activityLogRoutes.ts): its list is
// a react-admin resource asking the spec's address with the page's filters as they are, and never a
// sort (the newest come first), and reading one trace in full; the filters' choices and the retention
// are resources' one records under the id asked for, the CSV export a named call, each by its
// declaration; reading them needs view_activity_log.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_LOG_RESOURCE, activityLogDataProvider, filterQuery } from '../../src/resources/activityLog/activityLogDataProvider';
import {
  ACTIVITY_CHOICES, ACTIVITY_ENTRIES, ACTIVITY_RETENTION, activityLogDeclared, activityLogResources,
} from '../../src/resources/activityLog/activityLogResources';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import { recordCalls } from './recordedCalls';

const providerOf = (name: string) => activityLogResources.find((r) => r.name === name)!.dataProvider;
const entries = providerOf(ACTIVITY_ENTRIES);

afterEach(() => vi.unstubAllGlobals());

describe("the activity log's calls", () => {
  it("list the traces at the spec's address with the filters set, the search as query, paged, and no sort", async () => {
    const calls = recordCalls(() => ({ content: [{ id: 8, message: 'Parameter idleTime added' }], totalElements: 21 }));
    const page = await entries.getList(ACTIVITY_ENTRIES, {
      filter: { userId: 5, type: 'parameter', event: undefined, from: '2026-11-02T00:00:00.000Z', q: ' added ' },
      sort: { field: '', order: 'ASC' }, pagination: { page: 3, perPage: 10 },
    });
    expect(page).toEqual({ data: [{ id: 8, message: 'Parameter idleTime added' }], total: 21 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /logtrace/activity?userId=5&type=parameter&from=2026-11-02T00:00:00.000Z&query=added&page=2&size=10']);
  });

  it('turn the date inputs into the instants of a whole local day, and leave empty filters out', () => {
    expect(filterQuery({ fromDate: '2026-11-02', toDate: '2026-11-02', type: '', status: 'ERROR' })).toEqual({
      userId: undefined, type: undefined, event: undefined, status: 'ERROR',
      from: new Date('2026-11-02T00:00:00').toISOString(), to: new Date('2026-11-03T00:00:00').toISOString(),
    });
  });

  it("read one trace, the filters' choices, the retention and the filtered CSV at their declared addresses", async () => {
    const csv = 'Time,User,Email,Type,Event,Status,Message,Folder\r\n';
    const calls = recordCalls(({ path }) => (path.startsWith('/logtrace/activity/export')
      ? new Response(csv, { headers: { 'content-type': 'text/csv' } })
      : { id: 42 }));
    await expect(entries.getOne(ACTIVITY_ENTRIES, { id: 42 })).resolves.toEqual({ data: { id: 42 } });
    await expect(providerOf(ACTIVITY_CHOICES).getOne(ACTIVITY_CHOICES, { id: '3' })).resolves.toEqual({ data: { id: '3' } });
    await expect(providerOf(ACTIVITY_RETENTION).getOne(ACTIVITY_RETENTION, { id: '3' })).resolves.toEqual({ data: { id: '3' } });
    await expect(activityLogDataProvider.exportCsv(ACTIVITY_LOG_RESOURCE, { status: 'ERROR' })).resolves.toBe(csv);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /logtrace/activity/entries/42', 'GET /logtrace/activity/choices', 'GET /logtrace/activity/retention', 'GET /logtrace/activity/export?status=ERROR',
    ]);
  });

  it('are read with view_activity_log only, and never changed', () => {
    const access = declaredAccess(activityLogDeclared);
    expect(access({ view_activity_log: true }, { resource: ACTIVITY_ENTRIES, action: 'list' })).toBe(true);
    expect(access({ view_user: true }, { resource: ACTIVITY_ENTRIES, action: 'list' })).toBe(false);
    expect(access({ view_activity_log: true }, { resource: ACTIVITY_ENTRIES, action: 'delete' })).toBe(false);
    expect(access({ view_activity_log: true }, { resource: 'somethingElse', action: 'list' })).toBeUndefined();
  });
});

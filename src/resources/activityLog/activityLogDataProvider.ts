// The activity log's calls (under /logtrace), as named calls of one resource's provider (DESIGN §7).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { request } from '../../dataProviders/httpClient';
import type { ActivityChoices, ActivityDetail, ActivityEntry, ActivityRetention } from '../../../contract/activityLog';
import type { ListPage, ListQuery } from '../../../contract/paging';

export const ACTIVITY_LOG_RESOURCE = 'activityLog';

/** The filters of the page; empty values are left out of the call. */
export interface ActivityFilters {
  userId?: number;
  type?: string;
  event?: string;
  status?: string;
  /** Dates as the date inputs give them (yyyy-mm-dd), in the user's time zone. */
  fromDate?: string;
  toDate?: string;
}

/** From the start of fromDate to the end of toDate, local time, as the server's instants. */
export function filterQuery(f: ActivityFilters) {
  const dayAfter = (date: string) => { const d = new Date(`${date}T00:00:00`); d.setDate(d.getDate() + 1); return d.toISOString(); };
  return {
    userId: f.userId, type: f.type || undefined, event: f.event || undefined, status: f.status || undefined,
    from: f.fromDate ? new Date(`${f.fromDate}T00:00:00`).toISOString() : undefined,
    to: f.toDate ? dayAfter(f.toDate) : undefined,
  };
}

const get = async <T>(path: string, query: Record<string, string | number | undefined> = {}) => (await request<T>('tracking', path, { query })).json;

export const activityLogDataProvider = namedCallsProvider(ACTIVITY_LOG_RESOURCE, {
  activity: (_r: string, filters: ActivityFilters, q: ListQuery) =>
    get<ListPage<ActivityEntry>>('/activity', { ...filterQuery(filters), query: q.query, page: q.page, size: q.size }),
  entry: (_r: string, id: number) => get<ActivityDetail>(`/activity/${id}`),
  choices: (_r: string) => get<ActivityChoices>('/activity/choices'),
  retention: (_r: string) => get<ActivityRetention>('/activity/retention'),
  /** The filtered view as the server's CSV text. */
  exportCsv: (_r: string, filters: ActivityFilters) => get<string>('/activity/export', filterQuery(filters)),
});

export type ActivityLogDataProvider = typeof activityLogDataProvider;

// The activity log's call that reads no record (under /logtrace): the filtered view as CSV, a named
// call of one resource's provider (DESIGN §7) by its declaration (contract/activityLogRoutes.ts), and
// the filters the list and the CSV share. The traces and the views of them (the filters' choices,
// the retention) are resources (activityLogResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { activityRoutes } from '../../../contract/activityLogRoutes';

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

export const activityLogDataProvider = namedCallsProvider(ACTIVITY_LOG_RESOURCE, {
  /** The filtered view as the server's CSV text. */
  exportCsv: (_r: string, filters: ActivityFilters) => callDeclared(activityRoutes.export, { query: filterQuery(filters) }),
});

export type ActivityLogDataProvider = typeof activityLogDataProvider;

// Server-side activity traces (the activity_traces table, console-shell.md §7): a route that
// changes something records who did what in which account, beside the trace the console posts.
import type { Db } from '../db/connection';
import { activityTraces } from '../db/schema';

export interface ActivityRecord {
  accountId: number;
  userId: number;
  /** Groups traces, as the console's folderName header does (e.g. the service). */
  folderName: string;
  /** What kind of thing changed, e.g. app, service, connector. */
  type: string;
  /** create | update | publish | unpublish | delete ... */
  event: string;
  message: string;
  details?: Record<string, unknown>;
}

export async function recordActivity(db: Db, activity: ActivityRecord): Promise<void> {
  await db.insert(activityTraces).values({
    accountId: activity.accountId,
    userId: activity.userId,
    folderName: activity.folderName,
    type: activity.type,
    event: activity.event,
    action: activity.event,
    message: activity.message,
    status: 'success',
    details: activity.details ?? null,
  });
}

// Server-side activity traces: every change a service makes is recorded in activity_traces, the
// same table the console's own traces (POST /logtrace/{accountId}/track) go to.
import type { Db } from '../db/connection';
import { activityTraces } from '../db/schema';

export interface Activity {
  accountId: number;
  userId: number;
  /** What was changed, e.g. `app`, `subscription`. */
  type: string;
  /** What happened, e.g. `created`, `subscribed`. */
  event: string;
  message: string;
  details?: Record<string, unknown>;
}

export async function recordActivity(db: Db, activity: Activity): Promise<void> {
  await db.insert(activityTraces).values({
    accountId: activity.accountId, userId: activity.userId, folderName: 'server',
    type: activity.type, event: activity.event, message: activity.message, status: 'SUCCESS',
    details: activity.details ?? null,
  });
}

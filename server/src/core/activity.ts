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

/** Keys naming a secret: their values never reach a trace, whoever writes it. */
const SECRET_KEY = /pass(word|code)?|secret|token|otp|credential|api[-_]?key|private|^code$|authorization|cookie/i;
export const REDACTED = '[redacted]';

/** The details with every value under a secret-looking key replaced, at any depth. */
export function withoutSecrets<T>(value: T, depth = 0): T {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? REDACTED : withoutSecrets(v, depth + 1)])) as T;
}

export async function recordActivity(db: Db, activity: Activity): Promise<void> {
  await db.insert(activityTraces).values({
    accountId: activity.accountId, userId: activity.userId, folderName: 'server',
    type: activity.type, event: activity.event, message: activity.message, status: 'SUCCESS',
    details: activity.details ? withoutSecrets(activity.details) : null,
  });
}

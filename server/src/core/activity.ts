// Server-side activity traces: every change a service makes is recorded in activity_traces, the
// same table the console's own traces (POST /logtrace/{accountId}/track) go to.
import type { Db } from '../db/connection';
import { activityTraces } from '../db/schema';
import { englishActivityMessage, keyParts, type ActivityMessageKey, type ActivityParams } from '../../../contract/activityLogRules';

export interface Activity {
  accountId: number;
  userId: number;
  /** The message, e.g. `apiKey.created` (contract/activityLogRules.ts); each reader sees it in their language. */
  key: ActivityMessageKey;
  /** The message's parameters, e.g. `{ name: 'CI', instance: 'Shop' }`. */
  params?: ActivityParams;
  /** What was changed (one of ACTIVITY_TYPES); the key's group unless given, e.g. a service's `app.created` is `service`. */
  type?: string;
  /** What happened; the key's name unless given. */
  event?: string;
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

/**
 * Records what a service did, as a message key with parameters, e.g.
 * `recordActivity(db, { accountId, userId, key: 'apiKey.created', params: { name, instance }, details })`.
 * The English text is stored beside the key (searching, the CSV export, older readers).
 */
export async function recordActivity(db: Db, activity: Activity): Promise<void> {
  const { group, name } = keyParts(activity.key);
  const type = activity.type ?? group;
  const params = activity.params ?? {};
  await db.insert(activityTraces).values({
    accountId: activity.accountId, userId: activity.userId, folderName: 'server',
    type, event: activity.event ?? name, status: 'SUCCESS',
    message: englishActivityMessage(activity.key, params, type), messageKey: activity.key, messageParams: params,
    details: activity.details ? withoutSecrets(activity.details) : null,
  });
}

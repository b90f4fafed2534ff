// The activity trace every change posts (console-shell.md §7). Fire and forget: tracing never
// delays or breaks the user's action.
import { session } from '../session/session';
import { request, type QueryValues } from './httpClient';
import type { TraceBody } from '../../contract/tracking';
import { trackingRoutes } from '../../contract/trackingRoutes';
import { declaredAddress } from './declaredSend';
import {
  ACTIVITY_MESSAGES, activityTypeOf, englishActivityMessage, keyParts, type ActivityMessageKey, type ActivityParams,
} from '../../contract/activityLogRules';
import type { ServiceName } from '../config/services';

export interface Activity {
  /** The message (contract/activityLogRules.ts): the activity log shows it in its reader's language. */
  key: ActivityMessageKey;
  params?: ActivityParams;
  /** What was changed: a kind, or a resource name (filed under its kind). The key's group unless given. */
  type?: string;
  /** What happened; the key's name unless given. */
  event?: string;
  status: string;
  action: string;
  /** The trace folder (header folderName); the resource name for data changes. Defaults to type. */
  folderName?: string;
}

/** The console's changes of any kind: `change.<event>` (a page template created, an API key revoked...). */
export type ChangeEvent = keyof typeof ACTIVITY_MESSAGES.change;

// randomUUID exists only in secure contexts; a plain-http deployment still gets unique-enough ids.
const newId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Identifies this page load's traces; each trace refers to the one before it. */
const userSession = newId();
let previousTrackId: string | null = null;

export function trackActivity({ folderName, key, params = {}, status, action, ...activity }: Activity): void {
  const accountId = session.get('accountId');
  if (!accountId) return;
  const trackId = newId();
  const { group, name } = keyParts(key);
  const type = activityTypeOf(activity.type ?? group);
  const body: TraceBody = {
    type, event: activity.event ?? name, message: englishActivityMessage(key, params, type), messageKey: key, messageParams: params,
    status, action, referer_action_id: previousTrackId ?? undefined, trackId, user_session: userSession,
  };
  previousTrackId = trackId;
  const { service, path } = declaredAddress(trackingRoutes.track, { params: { accountId: Number(accountId) } });
  request(service, path, {
    method: 'POST',
    body,
    headers: { folderName: folderName ?? activity.type ?? type },
  }).catch(() => undefined);
}

/**
 * A change on a service, answered with the server's message, then traced under the resource's
 * name (the named calls of the plugins' providers). Rejects with the server's error, untraced.
 */
export async function tracedChange<T extends { message: string }>(
  service: ServiceName, resource: string, path: string, call: { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown; query?: QueryValues; headers?: Record<string, string> }, event: ChangeEvent,
): Promise<T> {
  const { json } = await request<T>(service, path, call);
  trackActivity({ key: `change.${event}`, type: resource, status: 'success', action: event, folderName: resource });
  return json;
}

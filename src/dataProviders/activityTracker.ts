// The activity trace every change posts (console-shell.md §7). Fire and forget: tracing never
// delays or breaks the user's action.
import { session } from '../session/session';
import { request } from './httpClient';
import type { TraceBody } from '../../contract/tracking';
import type { ServiceName } from '../config/services';

export interface Activity {
  type: string;
  event: string;
  message: string;
  status: string;
  action: string;
  /** The trace folder (header folderName); the resource name for data changes. Defaults to type. */
  folderName?: string;
}

// randomUUID exists only in secure contexts; a plain-http deployment still gets unique-enough ids.
const newId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Identifies this page load's traces; each trace refers to the one before it. */
const userSession = newId();
let previousTrackId: string | null = null;

export function trackActivity({ folderName, ...activity }: Activity): void {
  const accountId = session.get('accountId');
  if (!accountId) return;
  const trackId = newId();
  const body: TraceBody = { ...activity, referer_action_id: previousTrackId ?? undefined, trackId, user_session: userSession };
  previousTrackId = trackId;
  request('tracking', `/${encodeURIComponent(accountId)}/track`, {
    method: 'POST',
    body,
    headers: { folderName: folderName ?? activity.type },
  }).catch(() => undefined);
}

/**
 * A change on a service, answered with the server's message, then traced under the resource's
 * name (the named calls of the plugins' providers). Rejects with the server's error, untraced.
 */
export async function tracedChange<T extends { message: string }>(
  service: ServiceName, resource: string, method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, event: string,
): Promise<T> {
  const { json } = await request<T>(service, path, { method, body });
  trackActivity({ type: resource, event, message: json.message, status: 'success', action: event, folderName: resource });
  return json;
}

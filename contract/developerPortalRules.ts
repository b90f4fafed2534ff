// What an app needs before it is published: what a subscriber needs to open it (console-shell.md §2:
// opening an app goes to its access URL, in its mode). Services and connectors are not opened.

export const PUBLISH_MESSAGES = {
  accessUrl: 'An app needs its Access Url before it is published',
  mode: 'An app needs its mode before it is published',
} as const;

export interface Publishable {
  type: string;
  accessUrl?: string | null;
  mode?: string | null;
}

/** The field an app still lacks to be published, with its message; none for services and connectors. */
export function publishProblem(item: Publishable): { field: 'accessUrl' | 'mode'; message: string } | undefined {
  if (item.type !== 'app') return undefined;
  if (!item.accessUrl?.trim()) return { field: 'accessUrl', message: PUBLISH_MESSAGES.accessUrl };
  if (!item.mode?.trim()) return { field: 'mode', message: PUBLISH_MESSAGES.mode };
  return undefined;
}

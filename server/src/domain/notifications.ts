// The bell's messages (console-shell.md §3): created by invitations, resend requests and other
// events; listeners (the live stream) hear of each new one. Shared by the services that notify.
import type { Db } from '../db/connection';
import { notifications } from '../db/schema';

export type Notification = typeof notifications.$inferSelect;
export type NotificationType = 'INVITATION' | 'RESEND_REQUEST' | 'ACCESS_REQUEST' | 'INFO';

export interface NewNotification {
  userId: number;
  accountId?: number;
  type: NotificationType;
  message: string;
  /** The invitation key, for INVITATION and RESEND_REQUEST items. */
  key?: string;
  websiteUrl?: string;
  icon?: string;
  img?: string;
}

type Listener = (notification: Notification) => void;
const listeners = new Set<Listener>();

/** Hears every notification created by this process; returns the unsubscribe. */
export function onNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notify(db: Db, input: NewNotification): Promise<Notification> {
  const [created] = await db.insert(notifications).values(input).returning();
  for (const listener of listeners) listener(created);
  return created;
}

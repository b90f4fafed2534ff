// The bell's messages (console-shell.md §3): created by invitations, resend requests and other
// events. Each new one is announced through the database (NOTIFY), so the live streams of every
// replica hear of it, whichever replica created it. Shared by the services that notify.
import { eq, sql } from 'drizzle-orm';
import type { Database, Db, Listening } from '../../db/connection';
import { notifications } from './tables';
import { FLAGS_CHANNEL } from '../../core/flagsChanged';

export type Notification = typeof notifications.$inferSelect;
/** DOWNLOAD: a file is ready; `key` names the service and `websiteUrl` its path answering a short-lived link to the file. */
export type NotificationType = 'INVITATION' | 'RESEND_REQUEST' | 'ACCESS_REQUEST' | 'INFO' | 'DOWNLOAD';

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

/** The NOTIFY channel; the payload is the new notification's id. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

export async function notify(db: Db, input: NewNotification): Promise<Notification> {
  const [created] = await db.insert(notifications).values(input).returning();
  // Heard by every replica's bus (this one's too) once the row is committed.
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(created.id)})`);
  return created;
}

type Listener = (notification: Notification) => void;
type FlagsListener = (userId: number) => void;

/** One per server: hears every new notification on the database and hands it to its listeners. */
export class NotificationBus {
  private readonly listeners = new Set<Listener>();
  private readonly flagsListeners = new Set<FlagsListener>();
  private notices?: Listening;
  private flagNotices?: Listening;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.notices = await this.database.listen(NOTIFICATIONS_CHANNEL, (payload) => {
      this.deliver(Number(payload)).catch((err: Error) => console.error(`Notification ${payload} not delivered: ${err.message}`));
    });
    this.flagNotices = await this.database.listen(FLAGS_CHANNEL, (payload) => {
      for (const id of payload.split(',').map(Number).filter(Number.isInteger)) {
        for (const listener of this.flagsListeners) listener(id);
      }
    });
  }

  /** Hears every user whose flags changed; returns the unsubscribe. */
  onFlagsChanged(listener: FlagsListener): () => void {
    this.flagsListeners.add(listener);
    return () => this.flagsListeners.delete(listener);
  }

  /** Hears every new notification; returns the unsubscribe. */
  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    await this.notices?.stop();
    await this.flagNotices?.stop();
  }

  private async deliver(id: number): Promise<void> {
    if (!Number.isInteger(id) || this.listeners.size === 0) return; // no open stream here: nothing to read
    const [created] = await this.database.db.select().from(notifications).where(eq(notifications.id, id));
    if (created) for (const listener of this.listeners) listener(created);
  }
}

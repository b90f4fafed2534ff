// "Records of this table changed in this account": announced after every successful change a declared
// route makes (http/changeAnnouncements.ts), through the database (NOTIFY), so the live changes
// streams of every replica hear it, whichever replica made the change (issue 33, record 0413).
import { sql } from 'drizzle-orm';
import type { Database, Db, Listening } from '../db/connection';
import type { ChangeType } from '../../../contract/liveChangesRules';

/** The NOTIFY channel; the payload is the change as JSON. */
export const CHANGES_CHANNEL = 'records_changed';

export interface RecordsChanged {
  accountId: number;
  /** The route table whose records changed (contract/liveChanges.ts). */
  topic: string;
  type: ChangeType;
}

export async function announceChange(db: Db, change: RecordsChanged): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}

const isChange = (value: unknown): value is RecordsChanged => {
  const change = value as Partial<RecordsChanged> | null;
  return typeof change?.accountId === 'number' && typeof change.topic === 'string' && typeof change.type === 'string';
};

type Listener = (change: RecordsChanged) => void;

/** One per server: hears every announced change on the database and hands it to its listeners. */
export class ChangeBus {
  private readonly listeners = new Set<Listener>();
  private notices?: Listening;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.notices = await this.database.listen(CHANGES_CHANNEL, (payload) => {
      let change: unknown;
      try {
        change = JSON.parse(payload);
      } catch {
        return; // not ours
      }
      if (isChange(change)) for (const listener of this.listeners) listener(change);
    });
  }

  /** Hears every change; returns the unsubscribe. */
  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    await this.notices?.stop();
  }
}

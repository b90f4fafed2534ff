// The memberships the tenant guard asks for on every guarded request (who is a member of which account,
// with which console flags), kept in this process between changes, so a guarded list costs its own
// query and not a second round trip for the caller's flags.
//
// Exact, not eventually right: any change to what member_flags reads raises a database notice at its
// commit (migration 0029), heard by every replica, which forgets everything it keeps. Before a kept
// membership answers, the replica makes sure it has heard every notice committed before the request
// (Listening.caughtUp: one trivial query on the listening connection, shared by the requests
// arriving meanwhile), so a change made on any replica shows on the next request to any other. A
// lookup under way when something was forgotten is answered but not kept, so an answer read before a
// change cannot be kept after it. When the listening connection to PostgreSQL is lost, everything
// kept is forgotten, and until it is back no barrier passes, so nothing is read from what is kept or
// kept anew.
import type { Database, Listening } from '../db/connection';
import { membershipWithFlags, type Membership } from './permissions';

/** The channel migration 0029's triggers notify. */
export const MEMBERSHIPS_CHANNEL = 'memberships_changed';
/** Beyond this many kept memberships, all are forgotten (a bound on memory, not a policy). */
const MAX_KEPT = 20_000;

export class MembershipCache {
  private readonly kept = new Map<string, Membership | null>();
  /** Counts the times everything was forgotten: a lookup started before one is not kept. */
  private forgotten = 0;
  private notices?: Listening;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.notices = await this.database.listen(MEMBERSHIPS_CHANNEL, () => this.forget(), () => this.forget());
  }

  /** The user's membership of the account with its console flags; undefined when not a member. */
  async membership(accountId: number, userId: number): Promise<Membership | undefined> {
    const key = `${accountId}:${userId}`;
    const caughtUp = this.notices !== undefined && (await this.notices.caughtUp().then(() => true, () => false));
    const kept = caughtUp ? this.kept.get(key) : undefined;
    if (kept !== undefined) return kept ?? undefined;
    const before = this.forgotten;
    const found = await membershipWithFlags(this.database.db, accountId, userId);
    if (caughtUp && before === this.forgotten) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      this.kept.set(key, found ?? null);
    }
    return found;
  }

  /** Forgets every kept membership (on the database's notice, or when it can no longer be heard). */
  private forget(): void {
    this.forgotten += 1;
    this.kept.clear();
  }

  async close(): Promise<void> {
    const notices = this.notices;
    this.notices = undefined;
    this.forget();
    await notices?.stop();
  }
}

// Where failed secret checks are counted: this process's memory by default, Redis when replicas
// must share the counts (redisAttemptStore.ts). Both behave alike; tests run one contract on both.

/** One count of attempts, e.g. the password failures of one user, and the count that locks it. */
export interface Counter {
  key: string;
  limit: number;
}

export interface AttemptStore {
  /**
   * Counts one attempt on every counter, unless one of them has reached its limit: then nothing
   * is counted and the answer is how many milliseconds that one stays locked. 0: counted.
   * A counter is forgotten `windowMs` after its first attempt, and `lockoutMs` after the attempt
   * that reaches its limit. Checking and counting are one step, so concurrent requests cannot all
   * slip in before the count.
   */
  count(counters: Counter[], windowMs: number, lockoutMs: number): Promise<number>;
  /** Takes one attempt back from each key (it turned out not to be a failure). */
  release(keys: string[]): Promise<void>;
  /** Forgets every attempt of the key. */
  reset(key: string): Promise<void>;
}

interface Entry {
  attempts: number;
  expiresAt: number;
}

/** Forgotten entries are swept at most this often, so the map stays as small as the live counts. */
const SWEEP_EVERY_MS = 60_000;

export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, Entry>();
  private nextSweep = 0;

  async count(counters: Counter[], windowMs: number, lockoutMs: number): Promise<number> {
    const now = Date.now();
    this.sweep(now);
    for (const { key, limit } of counters) {
      const entry = this.live(key, now);
      if (entry && entry.attempts >= limit) return entry.expiresAt - now;
    }
    for (const { key, limit } of counters) {
      const entry = this.live(key, now) ?? { attempts: 0, expiresAt: now + windowMs };
      entry.attempts += 1;
      if (entry.attempts >= limit) entry.expiresAt = now + lockoutMs;
      this.entries.set(key, entry);
    }
    return 0;
  }

  async release(keys: string[]): Promise<void> {
    for (const key of keys) {
      const entry = this.live(key, Date.now());
      if (entry && entry.attempts > 0) entry.attempts -= 1;
    }
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

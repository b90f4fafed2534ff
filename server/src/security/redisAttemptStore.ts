// The attempt counts in Redis (REDIS_URL), so every replica sees the failures made on the others.
// Each step is one Lua script: Redis runs it atomically, like the memory store's single thread.
import type { Redis } from 'ioredis';
import type { AttemptStore, Counter } from './attemptStore';

// KEYS: the counters. ARGV: window ms, lockout ms, then each counter's limit.
const COUNT = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 + i]) then
    return redis.call('PTTL', key)
  end
end
for i, key in ipairs(KEYS) do
  local attempts = redis.call('INCR', key)
  if attempts == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  if attempts >= tonumber(ARGV[2 + i]) then redis.call('PEXPIRE', key, ARGV[2]) end
end
return 0
`;

const RELEASE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0
`;

export class RedisAttemptStore implements AttemptStore {
  /** `prefix` keeps this deployment's (or this test's) keys apart from others in the same Redis. */
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  async count(counters: Counter[], windowMs: number, lockoutMs: number): Promise<number> {
    const keys = counters.map((c) => this.prefix + c.key);
    const lockedForMs = await this.redis.eval(COUNT, keys.length, ...keys, windowMs, lockoutMs, ...counters.map((c) => c.limit));
    return Number(lockedForMs);
  }

  async release(keys: string[]): Promise<void> {
    await this.redis.eval(RELEASE, keys.length, ...keys.map((key) => this.prefix + key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

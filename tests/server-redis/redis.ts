// The Redis these tests share counts through: REDIS_URL, required (CI sets redis://127.0.0.1:6379).
import { randomBytes } from 'node:crypto';

export function redisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('The server-redis tests need a Redis: set REDIS_URL, e.g. REDIS_URL=redis://127.0.0.1:6379 npm run test:redis');
  return url;
}

/** A key prefix of the test's own, so parallel files never share a count. */
export const testPrefix = () => `test-${randomBytes(6).toString('hex')}:`;

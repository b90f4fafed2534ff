// The Redis connection that replicas share their counters through (REDIS_URL): the attempt limits
// and @fastify/rate-limit's request limits.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Connects at start, so a wrong REDIS_URL stops the server instead of failing the first sign-in. */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis'); // loaded only where REDIS_URL is set
  const redis = new Redis(url, {
    lazyConnect: true,
    // A request waits for one reconnection at most: while Redis is away, limited routes answer
    // 500 (they fail closed) instead of hanging.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  // ioredis reconnects by itself; each lost connection goes to the server log.
  redis.on('error', (err: Error) => log.warn({ err }, 'Redis connection error'));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${(err as Error).message}`);
  }
  return redis;
}

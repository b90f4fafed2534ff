import { afterAll, beforeAll, describe } from 'vitest';
import { Redis } from 'ioredis';
import { RedisAttemptStore } from '../../server/src/security/redisAttemptStore';
import { attemptStoreContract } from '../server/attemptStoreContract';
import { redisUrl, testPrefix } from './redis';

describe('the Redis attempt store', () => {
  let redis: Redis;
  let store: RedisAttemptStore;
  beforeAll(async () => {
    redis = new Redis(redisUrl());
    store = new RedisAttemptStore(redis, testPrefix());
  });
  afterAll(async () => { await redis.quit(); });

  attemptStoreContract(() => store);
});

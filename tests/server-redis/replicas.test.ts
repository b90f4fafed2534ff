// Two replicas of the API over one database and one Redis: an attacker who spreads guesses over
// them gets no more than from one, for the attempt limits and for the per-route request limits.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/connection';
import { openTestDatabase } from '../server/harness';
import { createUser } from '../../server/src/core/userRecords';
import { PASSWORD } from '../server/fixtures-auth';
import { LOCKED, TEST_LIMITS, freshAddress } from '../server/fixtures-secrets';
import { redisUrl, testPrefix } from './redis';

const LOGIN_RATE_LIMIT = 4;

describe('replicas sharing one Redis', () => {
  const prefix = testPrefix();
  let database: Database;
  let dispose: () => Promise<void>;
  let replicas: FastifyInstance[];
  let redis: Redis;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const config = loadConfig({}, {
      logLevel: 'silent', consoleDir: undefined, demoSeed: false, redisUrl: redisUrl(), redisKeyPrefix: prefix,
      secretAttempts: TEST_LIMITS, loginRateLimit: LOGIN_RATE_LIMIT,
    });
    replicas = [await buildApp(database, config), await buildApp(database, config)];
    await Promise.all(replicas.map((app) => app.ready()));
    redis = new Redis(redisUrl());
  });
  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
    await dispose();
    await redis.quit();
  });

  const [a, b] = [0, 1];
  const login = (replica: number, username: string, password: string, remoteAddress: string) =>
    replicas[replica].inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username, password } });

  it('counts the failures made on one replica on the other: the lock holds on both', async () => {
    const { username } = await createUser(database.db, { username: `replicated-${randomBytes(4).toString('hex')}@example.com`, password: PASSWORD });
    const address = freshAddress();
    expect((await login(a, username, 'Wr0ng!pass', address)).statusCode).toBe(401);
    expect((await login(b, username, 'Wr0ng!pass', address)).statusCode).toBe(401);
    expect((await login(a, username, 'Wr0ng!pass', freshAddress())).statusCode).toBe(401);
    for (const replica of [a, b]) {
      const locked = await login(replica, username, PASSWORD, freshAddress());
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(LOCKED);
    }
    expect(await redis.keys(`${prefix}attempts:password:user:*`)).not.toEqual([]);
  });

  it('shares the per-route request limit of sign-in between the replicas', async () => {
    const address = freshAddress();
    const someone = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;
    for (const replica of [a, b, a, b]) expect((await login(replica, someone(), 'Wr0ng!pass', address)).statusCode).toBe(401);
    const limited = await login(b, someone(), 'Wr0ng!pass', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Rate limit exceeded/);
    expect(await redis.keys(`${prefix}rate-limit:*`)).not.toEqual([]);
  });
});

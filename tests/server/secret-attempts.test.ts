// The failure limits of every kind of secret (security/attempts.ts), each tried on one route that
// checks it: the lock, its end, who it holds for, and the count that concurrent guesses cannot pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  FACTOR_CASES, LOCKED, TEST_LIMITS, freshAddress, twoFactorUser, wrongCode, type Reply, type SecretHolder,
} from './fixtures-secrets';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectFailure(res: Reply) {
  expect([400, 401], res.body).toContain(res.statusCode);
}

function expectLocked(res: Reply) {
  expect(res.statusCode, res.body).toBe(429);
  expect(JSON.parse(res.body).message).toMatch(LOCKED);
}

function expectSuccess(res: Reply) {
  expect(res.statusCode, res.body).toBe(200);
}

async function fail(holder: SecretHolder, address: string, times: number) {
  for (let i = 0; i < times; i += 1) expectFailure(await holder.wrong(address));
}

describe('failed secret checks', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ secretAttempts: TEST_LIMITS, mailRateLimit: 1000 }); });
  afterAll(async () => { await server.close(); });

  describe.each(FACTOR_CASES)('$factor ($route)', ({ perUser, holder: newHolder }) => {
    const limit = perUser ? TEST_LIMITS.perUser : TEST_LIMITS.perAddress;

    it(`locks after ${perUser ? 'the user\'s' : 'the address\'s'} failures are full: then even the right secret gets 429`, async () => {
      const holder = await newHolder(server);
      const address = freshAddress();
      await fail(holder, address, limit);
      expectLocked(await holder.right(address));
    });

    it('unlocks once the lockout has passed, and the secret was not spent meanwhile', async () => {
      const holder = await newHolder(server);
      const address = freshAddress();
      await fail(holder, address, limit);
      expectLocked(await holder.right(address));
      await sleep(TEST_LIMITS.lockoutSeconds * 1000 + 300);
      expectSuccess(await holder.right(address));
    });

    if (perUser) {
      it('holds the lock for the user from every address, and for nobody else', async () => {
        const holder = await newHolder(server);
        const address = freshAddress();
        await fail(holder, address, limit);
        expectLocked(await holder.right(freshAddress()));
        expectSuccess(await (await newHolder(server)).right(address));
      });

      it('limits an address that tries many users, each below their own limit', async () => {
        const address = freshAddress();
        let failures = 0;
        while (failures < TEST_LIMITS.perAddress) {
          const times = Math.min(TEST_LIMITS.perUser - 1, TEST_LIMITS.perAddress - failures);
          await fail(await newHolder(server), address, times);
          failures += times;
        }
        const another = await newHolder(server);
        expectLocked(await another.right(address));
        expectSuccess(await another.right(freshAddress()));
      });
    } else {
      it('holds the lock for the address only: the same secret works from another one', async () => {
        const holder = await newHolder(server);
        await fail(holder, freshAddress(), limit);
        expectSuccess(await holder.right(freshAddress()));
      });
    }
  });

  it('forgets a user\'s failures when they give the right password', async () => {
    const [password] = FACTOR_CASES;
    const holder = await password.holder(server);
    const address = freshAddress();
    await fail(holder, address, TEST_LIMITS.perUser - 1);
    expectSuccess(await holder.right(address));
    await fail(holder, address, TEST_LIMITS.perUser - 1);
    expectSuccess(await holder.right(address));
  });

  it('checks no more of 40 parallel guesses at turning two-factor off than the user\'s limit (the audit\'s burst)', async () => {
    const { user, secret } = await twoFactorUser(server);
    const { accessToken } = await server.app.platform.tokens.issue(user.id, user.username);
    const address = freshAddress();
    const guesses = await Promise.all(Array.from({ length: 40 }, () => server.app.inject({
      method: 'GET', remoteAddress: address, headers: { authorization: `Bearer ${accessToken}` },
      url: `/auth/using2fa?using2fa=false&username=${encodeURIComponent(user.username)}&code=${wrongCode(secret)}`,
    })));
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(TEST_LIMITS.perUser);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - TEST_LIMITS.perUser);
  });
});

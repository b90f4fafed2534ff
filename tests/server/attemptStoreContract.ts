// What every attempt store must do, run on the memory store (attempt-store.test.ts) and on Redis
// (tests/server-redis/attempt-store.test.ts).
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { AttemptStore } from '../../server/src/security/attemptStore';

const WINDOW_MS = 60_000;
const LOCKOUT_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function attemptStoreContract(store: () => AttemptStore) {
  const key = () => `contract:${randomBytes(6).toString('hex')}`;

  it('counts attempts up to the limit, then refuses without counting and says for how long', async () => {
    const counter = { key: key(), limit: 3 };
    for (let i = 0; i < 3; i += 1) expect(await store().count([counter], WINDOW_MS, LOCKOUT_MS)).toBe(0);
    const lockedForMs = await store().count([counter], WINDOW_MS, LOCKOUT_MS);
    expect(lockedForMs).toBeGreaterThan(0);
    expect(lockedForMs).toBeLessThanOrEqual(LOCKOUT_MS);
  });

  it('forgets a full count once the lockout has passed', async () => {
    const counter = { key: key(), limit: 2 };
    await store().count([counter], WINDOW_MS, LOCKOUT_MS);
    await store().count([counter], WINDOW_MS, LOCKOUT_MS);
    expect(await store().count([counter], WINDOW_MS, LOCKOUT_MS)).toBeGreaterThan(0);
    await sleep(LOCKOUT_MS + 100);
    expect(await store().count([counter], WINDOW_MS, LOCKOUT_MS)).toBe(0);
  });

  it('forgets attempts a window after the first one', async () => {
    const counter = { key: key(), limit: 2 };
    await store().count([counter], 200, LOCKOUT_MS);
    await sleep(300);
    await store().count([counter], 200, LOCKOUT_MS);
    expect(await store().count([counter], 200, LOCKOUT_MS)).toBe(0);
  });

  it('counts on every counter or on none: a full one leaves the others as they were', async () => {
    const user = { key: key(), limit: 1 };
    const address = { key: key(), limit: 3 };
    expect(await store().count([user, address], WINDOW_MS, LOCKOUT_MS)).toBe(0);
    expect(await store().count([user, address], WINDOW_MS, LOCKOUT_MS)).toBeGreaterThan(0);
    expect(await store().count([address], WINDOW_MS, LOCKOUT_MS)).toBe(0);
    expect(await store().count([address], WINDOW_MS, LOCKOUT_MS)).toBe(0);
    expect(await store().count([address], WINDOW_MS, LOCKOUT_MS)).toBeGreaterThan(0);
  });

  it('takes attempts back on release, and forgets them all on reset', async () => {
    const counter = { key: key(), limit: 2 };
    await store().count([counter], WINDOW_MS, LOCKOUT_MS);
    await store().release([counter.key]);
    await store().release([counter.key]); // never below zero
    await store().count([counter], WINDOW_MS, LOCKOUT_MS);
    expect(await store().count([counter], WINDOW_MS, LOCKOUT_MS)).toBe(0);
    expect(await store().count([counter], WINDOW_MS, LOCKOUT_MS)).toBeGreaterThan(0);
    await store().reset(counter.key);
    expect(await store().count([counter], WINDOW_MS, LOCKOUT_MS)).toBe(0);
  });

  it('lets no more concurrent attempts through than the limit', async () => {
    const counter = { key: key(), limit: 5 };
    const answers = await Promise.all(Array.from({ length: 40 }, () => store().count([counter], WINDOW_MS, LOCKOUT_MS)));
    expect(answers.filter((lockedForMs) => lockedForMs === 0)).toHaveLength(5);
  });
}

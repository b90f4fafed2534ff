import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '../../src/plugins/registry';
import { definePlugin } from '../../src/plugins/types';
import { idleTimeFromParameter, idleTimeoutMs, startIdleTimer, type Clock } from '../../src/authProvider/idleTimer';
import { session } from '../../src/session/session';

/** A clock that only moves when the test says so. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      timers.push({ at: now + ms, callback, id: ++nextId });
      return nextId;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.callback();
    }
    now = end;
  };
  return { clock, advance };
}

beforeEach(() => localStorage.clear());

describe('idle timer', () => {
  it('fires once the idle time has passed without activity', () => {
    const { clock, advance } = fakeClock();
    const onIdle = vi.fn();
    startIdleTimer(60_000, onIdle, clock);
    advance(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    advance(600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity postpones it: the time counts from the last activity', () => {
    const { clock, advance } = fakeClock();
    const onIdle = vi.fn();
    const timer = startIdleTimer(60_000, onIdle, clock);
    advance(50_000);
    timer.activity();
    advance(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    advance(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped', () => {
    const { clock, advance } = fakeClock();
    const onIdle = vi.fn();
    startIdleTimer(1_000, onIdle, clock).stop();
    advance(10_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('idle time-out value', () => {
  it('defaults to 600000 ms when the session has none', () => {
    expect(idleTimeoutMs()).toBe(600_000);
  });

  it('uses the session value, stored in ms', () => {
    session.set('idleTime', 120_000);
    expect(idleTimeoutMs()).toBe(120_000);
  });

  it('turns the idleTime parameter (seconds) into ms; missing or bad means 600000', () => {
    expect(idleTimeFromParameter(300)).toBe(300_000);
    expect(idleTimeFromParameter('90')).toBe(90_000);
    expect(idleTimeFromParameter(undefined)).toBe(600_000);
    expect(idleTimeFromParameter(null)).toBe(600_000);
    expect(idleTimeFromParameter('soon')).toBe(600_000);
  });
});

describe('where the idle time-out comes from', () => {
  it('is the one plugin that gives it; two are refused, naming them', async () => {
    const giver = definePlugin({ name: 'parametersLike', idleTime: async () => 90 });
    expect(await createRegistry([definePlugin({ name: 'other' }), giver]).idleTime?.()).toBe(90);
    expect(createRegistry([definePlugin({ name: 'other' })]).idleTime).toBeUndefined();
    expect(() => createRegistry([giver, definePlugin({ name: 'rival', idleTime: async () => 60 })]))
      .toThrow('Only one plugin may give the idle time-out (parametersLike, rival do)');
  });
});

// The idle time-out (console-shell.md §4, §9) as plain logic with an injectable clock, so it can
// be tested without waiting ten minutes. Activity only records a time stamp: cheap enough to run
// on every mouse move; the timer re-arms itself for the remaining time when it wakes early.
import { DEFAULT_IDLE_TIMEOUT_MS } from '../config/constants';
import { session } from '../session/session';

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface IdleTimer {
  /** Records user activity: the time-out counts from now. */
  activity(): void;
  stop(): void;
}

/** Calls onIdle once, timeoutMs after the last activity. Starts counting at creation. */
export function startIdleTimer(timeoutMs: number, onIdle: () => void, clock: Clock = systemClock): IdleTimer {
  let lastActivity = clock.now();
  let handle: unknown;
  let stopped = false;

  const arm = (ms: number) => {
    handle = clock.setTimeout(check, ms);
  };
  function check() {
    if (stopped) return;
    const remaining = lastActivity + timeoutMs - clock.now();
    if (remaining > 0) return arm(remaining);
    stopped = true;
    onIdle();
  }
  arm(timeoutMs);

  return {
    activity: () => {
      if (!stopped) lastActivity = clock.now();
    },
    stop: () => {
      stopped = true;
      clock.clearTimeout(handle);
    },
  };
}

/** The session's idle time-out in ms (stored at account selection), else the spec's default. */
export function idleTimeoutMs(): number {
  const stored = Number(session.get('idleTime'));
  return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_IDLE_TIMEOUT_MS;
}

/** The idleTime parameter is in seconds; the session keeps milliseconds. Missing → default. */
export function idleTimeFromParameter(seconds: unknown): number {
  const value = Number(seconds);
  return Number.isFinite(value) && value > 0 ? value * 1000 : DEFAULT_IDLE_TIMEOUT_MS;
}

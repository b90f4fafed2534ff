// Failure limits for the routes that check a secret. A route declares which secret it checks
// (`config: { secretCheck: '<factor>' }`) and runs the check through `attempts.verify`: wrong
// guesses are counted per user and per client address, and once either count is full the factor is
// locked for that user or address (429) without the secret being checked at all.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { AttemptStore, Counter } from './attemptStore';
import { clientAddress } from './clientAddress';

/**
 * The secrets routes check; each counts its failures apart. A new kind of secret (an API key, a
 * recovery code) gets its name here, its routes declare it, and the attempt tests cover it.
 */
export type SecretFactor =
  | 'password'
  | 'totp'
  | 'refreshToken'
  /** The token of a mailed link (email verification, password reset). */
  | 'mailToken'
  | 'invitationKey'
  | 'appLoginCode';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The secret this route checks: it gets a request rate limit, and `attempts.verify` counts its failures. */
    secretCheck?: SecretFactor;
  }
}

export interface AttemptLimits {
  /** Failures of one user's secret (per factor) before it locks for that user. */
  perUser: number;
  /** Failures from one client address (per factor), whoever they were for, before it locks for that address. */
  perAddress: number;
  /** Seconds after the first failure when a count is forgotten. */
  windowSeconds: number;
  /** Seconds a lock lasts. */
  lockoutSeconds: number;
}

export function tooManyAttempts(lockedForMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(lockedForMs / 60_000));
  return new HttpError(429, `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** The answers a route's check gives a wrong secret; any other error says nothing about the secret. */
const isWrongSecret = (err: unknown) => err instanceof HttpError && (err.status === 400 || err.status === 401);

/** Usernames are hashed into keys: short, and no addresses in clear in a shared Redis. */
const digest = (user: string) => createHash('sha256').update(user.trim().toLowerCase()).digest('hex').slice(0, 32);

export class SecretAttempts {
  constructor(private readonly store: AttemptStore, private readonly limits: AttemptLimits) {}

  /**
   * Runs the route's secret check unless its factor is locked for the user or the client address
   * (then 429). The check throws the route's 400 or 401 when the secret is wrong, which counts as a
   * failure; success forgets the user's failures. `user` is whose secret it is (their username),
   * when the request says; the address is always counted.
   */
  async verify<T>(request: FastifyRequest, user: string | undefined, check: () => Promise<T>): Promise<T> {
    const { config, method, url } = request.routeOptions;
    const factor = config.secretCheck;
    if (!factor) throw new Error(`${method} ${url} checks a secret without declaring config.secretCheck`);
    const address: Counter = { key: `${factor}:address:${clientAddress(request)}`, limit: this.limits.perAddress };
    const counters = user === undefined ? [address] : [{ key: `${factor}:user:${digest(user)}`, limit: this.limits.perUser }, address];
    const lockedForMs = await this.store.count(counters, this.limits.windowSeconds * 1000, this.limits.lockoutSeconds * 1000);
    if (lockedForMs > 0) throw tooManyAttempts(lockedForMs);

    let result: T;
    try {
      result = await check();
    } catch (err) {
      // Counted before the check (so parallel guesses cannot overtake the count); taken back unless wrong.
      if (!isWrongSecret(err)) await this.store.release(counters.map((c) => c.key));
      throw err;
    }
    if (counters.length > 1) await this.store.reset(counters[0].key);
    await this.store.release([address.key]);
    return result;
  }
}

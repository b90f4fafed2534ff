// Runs settings checks (settingsCheck.ts) in a worker thread with a time and a memory limit: a
// schema from a user could otherwise hold the event loop every tenant shares for seconds ($ref
// fan-out, uniqueItems over objects, compiling a big schema) or fill the process's memory (errors
// multiplied by $ref fan-out). One warm worker runs the checks in turn; one that goes over a limit
// is ended and replaced at once.
import { Worker } from 'node:worker_threads';
import type { SettingsCheckRequest, SettingsCheckResult } from './settingsCheck';

/** An ordinary check takes a few milliseconds; the hostile schemas we measured ran for seconds. */
export const SETTINGS_CHECK_TIME_LIMIT_MS = 1_000;

/** Checking the largest settings documents allowed uses far less (a worker's own code is about 30 MB). */
export const SETTINGS_CHECK_MEMORY_LIMIT_MB = 128;

const WORKER_ENTRY = new URL('./settingsCheck.worker.mjs', import.meta.url);

const TOO_LONG: SettingsCheckResult = {
  ok: false, message: `settingsSchema takes too long to check (over ${SETTINGS_CHECK_TIME_LIMIT_MS / 1000} s): simplify it`,
};
const TOO_BIG: SettingsCheckResult = {
  ok: false, message: `settingsSchema takes too much memory to check (over ${SETTINGS_CHECK_MEMORY_LIMIT_MB} MB): simplify it`,
};

interface Thread {
  worker: Worker;
  /** Settles once the worker has loaded its modules (a second or two): a check's time limit starts after. */
  ready: Promise<void>;
}

interface QueuedCheck {
  request: SettingsCheckRequest;
  resolve(result: SettingsCheckResult): void;
  reject(err: unknown): void;
}

const closedError = () => new Error('Settings checks are closed');

export class SettingsCheckWorker {
  /** Started by warmUp or the first check (tests mostly never check settings); gone once it ends. */
  private thread: Thread | undefined;
  private readonly queue: QueuedCheck[] = [];
  private running = false;
  private closed = false;

  /** The check's result once the checks queued before it are done; rejects only if the worker itself fails. */
  run(request: SettingsCheckRequest): Promise<SettingsCheckResult> {
    if (this.closed) return Promise.reject(closedError());
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      void this.runNext();
    });
  }

  /** Starts the worker ahead of the first check, which would otherwise wait a second or two for it to load. */
  warmUp(): void {
    if (!this.closed) this.thread ??= this.start();
  }

  /** Ends the worker (a check under way fails) and refuses further checks. */
  async close(): Promise<void> {
    this.closed = true;
    for (const check of this.queue.splice(0)) check.reject(closedError());
    const thread = this.thread;
    this.thread = undefined;
    // Terminating a worker while it is still loading its modules (tsx's loader) can hang: let it finish loading.
    await thread?.ready.catch(() => undefined);
    await thread?.worker.terminate();
  }

  private async runNext(): Promise<void> {
    if (this.running) return;
    const check = this.queue.shift();
    if (!check) return;
    this.running = true;
    try {
      check.resolve(await this.runNow(check.request));
    } catch (err) {
      check.reject(err);
    } finally {
      this.running = false;
      void this.runNext();
    }
  }

  private async runNow(request: SettingsCheckRequest): Promise<SettingsCheckResult> {
    const thread = this.thread ??= this.start();
    await thread.ready;
    const { worker } = thread;
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onResult).off('error', onError).off('exit', onExit);
      };
      const timer = setTimeout(() => {
        settle();
        this.replace(thread);
        resolve(TOO_LONG);
      }, SETTINGS_CHECK_TIME_LIMIT_MS);
      const onResult = (result: SettingsCheckResult) => {
        settle();
        resolve(result);
      };
      const onError = (err: Error & { code?: string }) => {
        settle();
        this.replace(thread);
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve(TOO_BIG);
        else reject(err);
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`The settings check worker stopped (exit code ${code})`));
      };
      worker.on('message', onResult).on('error', onError).on('exit', onExit);
      worker.postMessage(request);
    });
  }

  private start(): Thread {
    const worker = new Worker(WORKER_ENTRY, { resourceLimits: { maxOldGenerationSizeMb: SETTINGS_CHECK_MEMORY_LIMIT_MB } });
    // An idle worker must not keep the process (or a test run) alive.
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The settings check worker exited while starting (exit code ${code})`)));
    });
    // A replacement started ahead of need may fail with nobody waiting yet: the next check sees it.
    ready.catch(() => undefined);
    const thread = { worker, ready };
    // Without a listener, a worker's error would be thrown on the main thread; a check under way has its own.
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      if (this.thread === thread) this.thread = undefined;
    });
    return thread;
  }

  /** Ends a worker that went over a limit and starts its successor now, so that the next check finds it warm. */
  private replace(thread: Thread): void {
    void thread.ready.then(() => thread.worker.terminate());
    if (this.thread === thread) this.thread = this.closed ? undefined : this.start();
  }
}

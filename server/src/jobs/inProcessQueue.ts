// The job queue of a single process: jobs wait in memory and run here, `concurrency` at a time.
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, Worker } from './jobQueue';

/** Waiting jobs are marked alive this often, well inside the time after which a silent job reads as lost. */
const KEEP_ALIVE_MS = 20_000;

class LocalQueue {
  readonly waiting: number[] = [];
  readonly running = new Set<Promise<void>>();

  constructor(readonly worker: Worker, private readonly log: FastifyBaseLogger, private readonly taking: () => boolean) {}

  /** Starts waiting jobs while there is room. */
  pump() {
    while (this.taking() && this.running.size < this.worker.concurrency && this.waiting.length) {
      const jobId = this.waiting.shift()!;
      const run: Promise<void> = this.worker.run(jobId, { redelivered: false })
        .catch((error: unknown) => this.log.error({ err: error, jobId }, 'background job failed unexpectedly'))
        .finally(() => {
          this.running.delete(run);
          this.pump();
        });
      this.running.add(run);
    }
  }
}

export class InProcessQueue implements JobQueue {
  readonly waitingCanBeLost = true;
  private readonly queues = new Map<string, LocalQueue>();
  private taking = true;
  private readonly keepAlive: NodeJS.Timeout;

  constructor(private readonly log: FastifyBaseLogger) {
    this.keepAlive = setInterval(() => void this.markWaitingAlive(), KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  async publish(queue: string, jobId: number): Promise<void> {
    const local = this.queues.get(queue);
    if (!local) throw new Error(`No worker takes the jobs of ${queue}`);
    if (!this.taking) throw new Error('The server is stopping');
    local.waiting.push(jobId);
    local.pump();
  }

  async consume(queue: string, worker: Worker): Promise<void> {
    this.queues.set(queue, new LocalQueue(worker, this.log, () => this.taking));
  }

  async stopTaking(): Promise<void> {
    this.taking = false;
    clearInterval(this.keepAlive);
    for (const local of this.queues.values()) local.waiting.length = 0;
  }

  async close(): Promise<void> {
    await this.stopTaking();
    for (const local of this.queues.values()) while (local.running.size) await Promise.all(local.running);
  }

  private async markWaitingAlive() {
    for (const local of this.queues.values()) {
      if (!local.waiting.length || !local.worker.keepWaitingAlive) continue;
      await local.worker.keepWaitingAlive([...local.waiting]).catch((error: unknown) => this.log.warn({ err: error }, 'marking waiting jobs alive failed'));
    }
  }
}

// Background jobs (data migrations, exports) are handed to a worker by id: in this process by
// default, or through RabbitMQ when RABBITMQ_URL is set, so that any replica's worker can take them.
// The job's row in the database stays the truth (status, progress, cancel, result): the queue only
// carries "job N is waiting", and every replica answers a poll from that row.
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { InProcessQueue } from './inProcessQueue';

/** The queues, by the kind of job they carry (named once: the tests clean RabbitMQ up by these names). */
export const JOB_QUEUES = { dataMigration: 'data-migration', dataExport: 'data-export' } as const;

export interface Delivery {
  /** The broker gave this job before, to a worker that stopped without finishing it. */
  redelivered: boolean;
}

export interface Worker {
  /** How many jobs of this queue one process runs at once. */
  concurrency: number;
  run(jobId: number, delivery: Delivery): Promise<void>;
  /** Marks the jobs still waiting in this process as alive (in-process queue only; see `waitingCanBeLost`). */
  keepWaitingAlive?(jobIds: number[]): Promise<void>;
}

export interface JobQueue {
  /** In-process, a waiting job dies with its server, so a long-silent one reads as lost; RabbitMQ keeps it. */
  readonly waitingCanBeLost: boolean;
  publish(queue: string, jobId: number): Promise<void>;
  /** Gives this process's worker the queue's jobs, at most `worker.concurrency` at once. */
  consume(queue: string, worker: Worker): Promise<void>;
  /** Takes no more jobs (first step of shutdown: the domains then stop their running jobs); with RabbitMQ, still hands jobs to the other replicas. */
  stopTaking(): Promise<void>;
  /** Waits for the jobs being run and lets go of the broker. */
  close(): Promise<void>;
}

/** The queue the configuration asks for: RabbitMQ with RABBITMQ_URL (failing at start when unreachable), else in-process. */
export async function openJobQueue(config: Pick<ServerConfig, 'rabbitMqUrl' | 'rabbitMqQueuePrefix'>, log: FastifyBaseLogger): Promise<JobQueue> {
  if (!config.rabbitMqUrl) return new InProcessQueue(log);
  // amqplib loads only where RabbitMQ is configured.
  const { connectRabbitMq } = await import('./rabbitMqQueue');
  return connectRabbitMq(config.rabbitMqUrl, config.rabbitMqQueuePrefix, log);
}

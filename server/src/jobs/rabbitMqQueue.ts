// The job queue on RabbitMQ (RABBITMQ_URL): one durable queue per kind of job, persistent messages
// confirmed by the broker, and each replica a consumer with a prefetch of its worker's concurrency.
// A message is acknowledged when its job has ended; a replica that dies mid-job leaves it
// unacknowledged, so the broker hands it to another replica marked "redelivered" (the worker then
// closes the job as interrupted: a half-run job is never run twice). A lost connection is retried.
import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, Worker } from './jobQueue';

const RECONNECT_MS = 2_000;

interface Consumer {
  worker: Worker;
  channel?: Channel;
  consumerTag?: string;
  running: Set<Promise<void>>;
}

class RabbitMqQueue implements JobQueue {
  readonly waitingCanBeLost = false;
  private connection?: ChannelModel;
  private publishing?: ConfirmChannel;
  private readonly consumers = new Map<string, Consumer>();
  private taking = true;
  private closing = false;
  private reconnecting?: NodeJS.Timeout;

  constructor(private readonly url: string, private readonly prefix: string, private readonly log: FastifyBaseLogger) {}

  private name(queue: string) {
    return `${this.prefix}${queue}`;
  }

  async connect(): Promise<void> {
    const connection = await amqp.connect(this.url);
    connection.on('error', (error: Error) => this.log.warn({ err: error }, 'RabbitMQ connection error'));
    connection.on('close', () => this.lost(connection));
    this.connection = connection;
    this.publishing = await connection.createConfirmChannel();
    for (const [queue, consumer] of this.consumers) await this.startConsumer(queue, consumer);
  }

  /** The broker went away: jobs being run finish here, their messages come back to a consumer after reconnecting. */
  private lost(connection: ChannelModel) {
    if (this.closing || connection !== this.connection) return;
    this.log.error('RabbitMQ connection lost; reconnecting');
    this.connection = undefined;
    this.publishing = undefined;
    for (const consumer of this.consumers.values()) consumer.channel = undefined;
    const retry = () => {
      this.reconnecting = setTimeout(() => {
        this.connect().catch((error: unknown) => {
          this.log.warn({ err: error }, 'RabbitMQ reconnection failed');
          if (!this.closing) retry();
        });
      }, RECONNECT_MS);
    };
    retry();
  }

  async publish(queue: string, jobId: number): Promise<void> {
    const channel = this.publishing;
    if (!channel) throw new Error('The job queue (RabbitMQ) is not reachable');
    await channel.assertQueue(this.name(queue), { durable: true });
    channel.sendToQueue(this.name(queue), Buffer.from(JSON.stringify({ jobId })), { persistent: true, contentType: 'application/json' });
    await channel.waitForConfirms();
  }

  async consume(queue: string, worker: Worker): Promise<void> {
    const consumer: Consumer = { worker, running: new Set() };
    this.consumers.set(queue, consumer);
    if (this.connection) await this.startConsumer(queue, consumer);
  }

  private async startConsumer(queue: string, consumer: Consumer) {
    if (!this.taking || !this.connection) return;
    const channel = await this.connection.createChannel();
    await channel.assertQueue(this.name(queue), { durable: true });
    await channel.prefetch(consumer.worker.concurrency);
    consumer.channel = channel;
    const { consumerTag } = await channel.consume(this.name(queue), (message) => {
      if (message) this.deliver(channel, consumer, message);
    });
    consumer.consumerTag = consumerTag;
  }

  private deliver(channel: Channel, consumer: Consumer, message: ConsumeMessage) {
    const jobId = Number((JSON.parse(message.content.toString()) as { jobId?: unknown }).jobId);
    const run: Promise<void> = (async () => {
      if (!Number.isSafeInteger(jobId)) {
        this.log.error({ content: message.content.toString() }, 'a job message without a job id was dropped');
      } else {
        await consumer.worker.run(jobId, { redelivered: message.fields.redelivered })
          .catch((error: unknown) => this.log.error({ err: error, jobId }, 'background job failed unexpectedly'));
      }
      // The channel may have gone with the connection: the broker then redelivers the message.
      try {
        channel.ack(message);
      } catch (error) {
        this.log.warn({ err: error, jobId }, 'could not acknowledge a finished job');
      }
    })().finally(() => consumer.running.delete(run));
    consumer.running.add(run);
  }

  async stopTaking(): Promise<void> {
    this.taking = false;
    for (const consumer of this.consumers.values()) {
      if (consumer.channel && consumer.consumerTag) await consumer.channel.cancel(consumer.consumerTag).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.stopTaking();
    this.closing = true;
    clearTimeout(this.reconnecting);
    for (const consumer of this.consumers.values()) while (consumer.running.size) await Promise.all(consumer.running);
    await this.connection?.close().catch(() => undefined);
  }
}

/** Connects at start, so a wrong RABBITMQ_URL stops the server instead of failing the first job. */
export async function connectRabbitMq(url: string, prefix: string, log: FastifyBaseLogger): Promise<JobQueue> {
  const queue = new RabbitMqQueue(url, prefix, log);
  try {
    await queue.connect();
  } catch (error) {
    throw new Error(`Cannot reach RabbitMQ at RABBITMQ_URL: ${(error as Error).message}`, { cause: error });
  }
  return queue;
}

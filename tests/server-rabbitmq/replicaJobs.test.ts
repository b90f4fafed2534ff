// Two replicas over one database and one RabbitMQ (RABBITMQ_URL, required; CI gives the machine's):
// a migration started on a replica that takes no jobs is run by the other, and its progress and
// proof are read from the first; a job whose worker vanished mid-run comes back from the broker
// "redelivered" and is closed as interrupted, never run twice.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import amqp from 'amqplib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplicaOf, startTestServer, type TestServer } from '../server/harness';
import { signedInOwner, type SignedInOwner } from '../server/fixtures';
import { JOB_QUEUES } from '../../server/src/jobs/jobQueue';
import { MIGRATION_MESSAGES } from '../../contract/migrationRules';

const rabbitMqUrl = () => {
  const url = process.env.RABBITMQ_URL;
  if (!url) throw new Error('These tests need a RabbitMQ: RABBITMQ_URL=amqp://guest:guest@127.0.0.1:5672 npm run test:rabbitmq');
  return url;
};

const ORDERS = 3_000;

describe('background jobs shared by replicas through RabbitMQ', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'replica-jobs-'));
  let server: TestServer;
  let owner: SignedInOwner;
  let sourceId: number;
  let targetId: number;
  const replicas: FastifyInstance[] = [];

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({ method, url: `/data-migrate${url}`, headers: owner.headers, payload: payload as object });
  const jobOnFirstReplica = async (id: number) => (await call('GET', `/migrate-data/jobs/${id}`)).json();
  async function untilEnded(id: number) {
    for (;;) {
      const job = await jobOnFirstReplica(id);
      if (job.status !== 'queued' && job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ dataDir, databaseAllowedHosts: [], rabbitMqUrl: rabbitMqUrl() });
    // This replica answers and hands jobs on, but runs none itself.
    await server.app.platform.jobs.stopTaking();
    owner = await signedInOwner(server, 'Replicated Ltd');
    const location = join(dataDir, 'databases', String(owner.accountId), 'shop');
    mkdirSync(location, { recursive: true });
    const shop = await PGlite.create(location);
    await shop.exec(`create table orders (id integer primary key, customer text, total numeric(10,2));
      insert into orders select i, 'Customer ' || i, i * 1.5 from generate_series(1, ${ORDERS}) i;
      create table events (id bigint, kind text);
      insert into events select i, 'kind ' || (i % 5) from generate_series(1, 500) i;`);
    await shop.close();
    const save = async (databaseName: string, database: string) =>
      (await call('POST', '/database', { databaseName, engine: 'embedded', database })).json().data.id as number;
    sourceId = await save('Shop', 'shop');
    targetId = await save('Archive', 'archive');
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a job started on one replica on another, and the first answers its progress and proof', async () => {
    const started = await call('POST', '/migrate-data', { sourceId, targetId, tables: [{ schema: 'public', name: 'orders' }] });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json().data;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await jobOnFirstReplica(id)).toMatchObject({ status: 'queued', rowsDone: 0 });

    const worker = await startReplicaOf(server);
    replicas.push(worker);
    const job = await untilEnded(id);
    expect(job).toMatchObject({ status: 'succeeded', rowsDone: ORDERS, tablesDone: 1 });
    expect(job.tables[0]).toMatchObject({ name: 'orders', sourceRows: ORDERS, targetRows: ORDERS, verified: true });
    await worker.close();
    replicas.splice(0);
  });

  it('closes a job whose worker vanished mid-run as interrupted on the replica the broker gives it back to', async () => {
    const started = await call('POST', '/migrate-data', { sourceId, targetId, tables: [{ schema: 'public', name: 'events' }] });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json().data;

    // A worker takes the job, starts it, and dies without a word: its message is never acknowledged.
    const connection = await amqp.connect(rabbitMqUrl());
    const channel = await connection.createChannel();
    await channel.prefetch(1);
    const taken = new Promise<number>((resolve) => {
      void channel.consume(`${server.config.rabbitMqQueuePrefix}${JOB_QUEUES.dataMigration}`, (message) => {
        if (message) resolve(JSON.parse(message.content.toString()).jobId);
      });
    });
    expect(await taken).toBe(id);
    await server.database.db.execute(sql`update migration_jobs set status = 'running', heartbeat_at = now() where id = ${id}`);
    await connection.close();

    replicas.push(await startReplicaOf(server));
    const job = await untilEnded(id);
    expect(job).toMatchObject({ status: 'interrupted', rowsDone: 0, failure: { message: MIGRATION_MESSAGES.workerLost } });
    // Nothing was written: the job was not run a second time.
    const archive = await server.app.platform.dataSources.embedded.open(owner.accountId, 'archive');
    expect((await archive.query(`select to_regclass('public.events') as found`)).rows[0]).toEqual({ found: null });
  });
});

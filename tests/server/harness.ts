// Boots the real app on a fresh database for one test file: in-memory PGlite by default, or a
// throwaway database on the PostgreSQL server named by DATABASE_URL (CI runs both). With REDIS_URL,
// the attempt and rate limits count in Redis, under a key prefix of the app's own; with RABBITMQ_URL,
// the background jobs go through RabbitMQ, in queues of the app's own (removed at the end).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../server/src/db/connection';
import { loadConfig, type ServerConfig } from '../../server/src/config';
import { buildApp } from '../../server/src/app';
import { deleteTestQueues } from './rabbitMq';
import { SNAPSHOT_KEY } from './embeddedSnapshot';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  close(): Promise<void>;
}

let snapshot: Blob | undefined;
/** The suite's migrated embedded database (embeddedSnapshot.ts), read once per worker; none outside the server suite. */
function embeddedSnapshot(): Blob | undefined {
  const file = inject(SNAPSHOT_KEY);
  if (file && !snapshot) snapshot = new Blob([readFileSync(file)]);
  return snapshot;
}

/** `url`: the PostgreSQL server to make the database on; DATABASE_URL's by default, and embedded without one. */
export async function openTestDatabase(url = process.env.DATABASE_URL): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://', startFrom: embeddedSnapshot() });
    return { database, dispose: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // A throwaway database: its commits need not wait for the disk (what a crash would lose, nobody keeps).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: own.toString() });
  return {
    database,
    dispose: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const testConfig = (overrides: Partial<ServerConfig>) => {
  const own = randomBytes(6).toString('hex');
  return loadConfig({}, {
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent', consoleDir: undefined, demoSeed: false, loginRateLimit: 1000,
    redisUrl: process.env.REDIS_URL || undefined, redisKeyPrefix: `test-${own}:`,
    rabbitMqUrl: process.env.RABBITMQ_URL || undefined, rabbitMqQueuePrefix: `test-${own}.`, ...overrides,
  });
};

export async function startTestServer(
  overrides: Partial<ServerConfig> = {}, databaseUrl?: string,
): Promise<TestServer> {
  const { database, dispose } = await openTestDatabase(databaseUrl);
  const config = testConfig(overrides);
  const app = await buildApp(database, config);
  await app.ready();
  return {
    app, database, config,
    close: async () => {
      await app.close();
      await dispose();
      await deleteTestQueues(config);
    },
  };
}

/** A second server on the same database (another replica): its own caches, the same data, signing key, Redis and queues. */
export async function startReplicaOf(server: TestServer): Promise<FastifyInstance> {
  const app = await buildApp(server.database, server.config);
  await app.ready();
  return app;
}

/**
 * A GET asked of each replica twice, in turn (one, other, one, other): the later answers come from
 * what each replica keeps, so a test of kept state compares all four.
 */
export async function askedOfBothTwice(one: FastifyInstance, other: FastifyInstance, url: string, headers: Record<string, string>) {
  const answers = [];
  for (const on of [one, other, one, other]) answers.push(await on.inject({ method: 'GET', url, headers }));
  return answers;
}

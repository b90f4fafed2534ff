// Data migration (developer-portal.md §7 POST migrate-data; the body and answer are ours, issue 14):
// POST migrate-data/plan shows what a run will do (types mapped by the written rules, lossy ones
// named, row estimates); POST migrate-data starts it as a background job; the job's progress and
// proof are polled at migrate-data/jobs/{jobId}, and cancel stops it between batches.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, conflict, notFound, unprocessable } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { VIEW_DATA_MIGRATION } from '../../../../../contract/databasesFlags';
import { MIGRATION_MESSAGES } from '../../../../../contract/migrationRules';
import type { DatabaseEngine } from '../../../../../contract/databasesRules';
import { MigrationJobParams, MigrationJobView, MigrationPlan, MigrationRequest, MigrationStarted } from '../../../../../contract/databases';
import { DataSourceError, type DataSource } from '../../../dataSources/dataSource';
import type { ConnectionRow } from '../../../dataSources/accountDataSources';
import { planMigration, planView, type Plan } from '../migration/migrationPlan';
import { createJob, findJob, jobView, liveJob, recentJobs, requestCancel } from '../migration/migrationJobs';
import type { MigrationRunner } from '../migration/migrationRunner';

const tags = ['database'];
const guard = inAccount(VIEW_DATA_MIGRATION);

const sameDatabase = (a: ConnectionRow, b: ConnectionRow) =>
  a.id === b.id || (a.engine === b.engine && a.host === b.host && a.port === b.port && a.database === b.database);

const migrationRoutes: FastifyPluginAsyncTypebox<{ runner: MigrationRunner }> = async (app, { runner }) => {
  const db = app.platform.database.db;
  const { dataSources } = app.platform;

  /** The request's two connections, checked, and the plan made with both open. */
  async function planFor(accountId: number, request: MigrationRequest): Promise<{ plan: Plan; source: ConnectionRow; target: ConnectionRow }> {
    const [source, target] = await Promise.all([dataSources.connection(accountId, request.sourceId), dataSources.connection(accountId, request.targetId)]);
    if (!source || !target) throw notFound('Database');
    if (sameDatabase(source, target)) throw badRequest(MIGRATION_MESSAGES.sameDatabase);
    let reading: DataSource | undefined;
    let writing: DataSource | undefined;
    try {
      reading = await dataSources.open(source);
      writing = await dataSources.open(target);
      const { plan, missing } = await planMigration(reading, writing,
        { source: source.engine as DatabaseEngine, target: target.engine as DatabaseEngine }, request.tables);
      if (missing.length) throw notFound(`Table ${missing.join(', ')}`);
      if (!plan.tables.length) throw badRequest(MIGRATION_MESSAGES.noTables);
      return { plan, source, target };
    } catch (error) {
      if (error instanceof DataSourceError) throw unprocessable(error.message);
      if (error instanceof Error && !('status' in error)) throw unprocessable(`The database answered with an error: ${error.message}`);
      throw error;
    } finally {
      await reading?.close().catch(() => undefined);
      await writing?.close().catch(() => undefined);
    }
  }

  app.post('/migrate-data/plan', {
    schema: {
      tags, summary: 'What a migration will do: each table\'s columns with the type each becomes, the lossy ones named, and the row estimates',
      body: MigrationRequest, response: { 200: MigrationPlan, ...errorResponses(400, 401, 403, 404, 422) },
    },
    preHandler: guard,
  }, async (request) => planView((await planFor(requireTenant(request).accountId, request.body)).plan));

  app.post('/migrate-data', {
    schema: {
      tags, summary: 'Start a migration as a background job; poll migrate-data/jobs/{jobId} for its progress and proof',
      body: MigrationRequest, response: { 202: MigrationStarted, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    preHandler: guard,
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    if (await liveJob(db, accountId)) throw conflict(MIGRATION_MESSAGES.alreadyRunning);
    const { plan, source, target } = await planFor(accountId, request.body);
    const existing = plan.tables.filter((t) => t.targetExists).map((t) => `${t.targetSchema}.${t.name}`);
    if (existing.length) throw conflict(MIGRATION_MESSAGES.targetExists(existing));
    const job = await createJob(db, {
      accountId, userId: requireCaller(request).userId, source, target,
      progress: { tablesTotal: plan.tables.length, tablesDone: 0, rowsEstimate: plan.rowEstimate, rowsDone: 0, currentTable: null },
    });
    runner.start(job.id, plan, source, target);
    return reply.status(202).send({ message: 'Migration started', data: jobView(job) });
  });

  app.get('/migrate-data/jobs', {
    schema: { tags, summary: "The account's recent migrations, newest first", response: { 200: Type.Array(MigrationJobView), ...errorResponses(401, 403) } },
    preHandler: guard,
  }, async (request) => (await recentJobs(db, requireTenant(request).accountId)).map((row) => jobView(row)));

  app.get('/migrate-data/jobs/:jobId', {
    schema: {
      tags, summary: "A migration's progress (rows and tables done, rate, time left) and, per finished table, its proof",
      params: MigrationJobParams, response: { 200: MigrationJobView, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: guard,
  }, async (request) => {
    const row = await findJob(db, requireTenant(request).accountId, request.params.jobId);
    if (!row) throw notFound('Migration');
    return jobView(row);
  });

  app.post('/migrate-data/jobs/:jobId/cancel', {
    schema: {
      tags, summary: 'Ask a running migration to stop after its current batch; the table being written is removed',
      params: MigrationJobParams, response: { 200: MigrationJobView, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: guard,
  }, async (request) => {
    const row = await requestCancel(db, requireTenant(request).accountId, request.params.jobId);
    if (!row) throw notFound('Migration');
    return jobView(row);
  });
};

export default migrationRoutes;

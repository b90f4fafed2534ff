// Data migration (developer-portal.md §7 POST migrate-data; the body and answer are ours, issue 14):
// POST migrate-data/plan shows what a run will do (types mapped by the written rules, lossy ones
// named, row estimates); POST migrate-data starts it as a background job; the job's progress and
// proof are polled at migrate-data/jobs/{jobId}, and cancel stops it between batches.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, badRequest, conflict, notFound, unprocessable } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller, requireTenant } from '../../../security/guard';
import { migrationRoutes as declared } from '../../../../../contract/databasesRoutes';
import { MIGRATION_MESSAGES } from '../../../../../contract/migrationRules';
import {
  MigrationJobList, MigrationJobParams, MigrationJobView, MigrationPlan, MigrationRequest, MigrationStarted,
} from '../../../../../contract/databases';
import { DataSourceError } from '../../../dataSources/dataSource';
import type { ConnectionRow } from '../../../dataSources/accountDataSources';
import { JOB_QUEUES } from '../../../jobs/jobQueue';
import { planBetween, planView, type Plan } from '../migration/migrationPlan';
import { createJob, findJob, finishJob, jobView, liveJob, recentJobs, requestCancel, type JobRow } from '../migration/migrationJobs';

const sameDatabase = (a: ConnectionRow, b: ConnectionRow) =>
  a.id === b.id || (a.engine === b.engine && a.host === b.host && a.port === b.port && a.database === b.database);

const migrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const { dataSources, jobs } = app.platform;
  const view = (row: JobRow) => jobView(row, jobs);

  /** The request's two connections, checked, and the plan made with both open. */
  async function planFor(accountId: number, request: MigrationRequest): Promise<{ plan: Plan; source: ConnectionRow; target: ConnectionRow }> {
    const [source, target] = await Promise.all([dataSources.connection(accountId, request.sourceId), dataSources.connection(accountId, request.targetId)]);
    if (!source || !target) throw notFound('Database');
    if (sameDatabase(source, target)) throw badRequest(MIGRATION_MESSAGES.sameDatabase);
    try {
      const { plan, missing } = await planBetween(dataSources, source, target, request.tables);
      if (missing.length) throw notFound(`Table ${missing.join(', ')}`);
      if (!plan.tables.length) throw badRequest(MIGRATION_MESSAGES.noTables);
      return { plan, source, target };
    } catch (error) {
      if (error instanceof DataSourceError) throw unprocessable(error.message);
      if (error instanceof Error && !('status' in error)) throw unprocessable(`The database answered with an error: ${error.message}`);
      throw error;
    }
  }

  mountDeclared(app, declared.plan, { body: MigrationRequest, response: MigrationPlan }, {
    summary: 'What a migration will do: each table\'s columns with the type each becomes, the lossy ones named, and the row estimates',
    errors: [400, 401, 403, 404, 422],
  }, async (request) => planView((await planFor(requireTenant(request).accountId, request.body)).plan));

  mountDeclared(app, declared.start, { body: MigrationRequest, response: MigrationStarted }, {
    summary: 'Start a migration as a background job; poll migrate-data/jobs/{jobId} for its progress and proof',
    status: 202, errors: [400, 401, 403, 404, 409, 422, 503],
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    if (await liveJob(db, accountId, jobs)) throw conflict(MIGRATION_MESSAGES.alreadyRunning);
    const { plan, source, target } = await planFor(accountId, request.body);
    const existing = plan.tables.filter((t) => t.targetExists).map((t) => `${t.targetSchema}.${t.name}`);
    if (existing.length) throw conflict(MIGRATION_MESSAGES.targetExists(existing));
    const progress = { tablesTotal: plan.tables.length, tablesDone: 0, rowsEstimate: plan.rowEstimate, rowsDone: 0, currentTable: null };
    const job = await createJob(db, { accountId, userId: requireCaller(request).userId, source, target, tables: request.body.tables, progress });
    try {
      await jobs.publish(JOB_QUEUES.dataMigration, job.id);
    } catch (error) {
      request.log.error({ err: error, jobId: job.id }, 'a migration could not be queued');
      await finishJob(db, job.id, 'failed', progress, { tables: [], failure: { table: '', row: null, message: MIGRATION_MESSAGES.queueUnavailable, targetTableRemoved: false } });
      throw new HttpError(503, MIGRATION_MESSAGES.queueUnavailable);
    }
    return reply.status(202).send({ message: 'Migration started', data: view(job) });
  });

  mountDeclared(app, declared.jobs, { response: MigrationJobList }, {
    summary: "The account's recent migrations, newest first", errors: [401, 403],
  }, async (request) => (await recentJobs(db, requireTenant(request).accountId)).map(view));

  mountDeclared(app, declared.job, { params: MigrationJobParams, response: MigrationJobView }, {
    summary: "A migration's progress (rows and tables done, rate, time left) and, per finished table, its proof", errors: [400, 401, 403, 404],
  }, async (request) => {
    const row = await findJob(db, requireTenant(request).accountId, request.params.jobId);
    if (!row) throw notFound('Migration');
    return view(row);
  });

  mountDeclared(app, declared.cancel, { params: MigrationJobParams, response: MigrationJobView }, {
    summary: 'Ask a running migration to stop after its current batch; the table being written is removed', errors: [400, 401, 403, 404],
  }, async (request) => {
    const row = await requestCancel(db, requireTenant(request).accountId, request.params.jobId);
    if (!row) throw notFound('Migration');
    return view(row);
  });
};

export default migrationRoutes;

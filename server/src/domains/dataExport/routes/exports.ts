// Exporting a table to a spreadsheet (developer-portal.md §7: GET send-to-rabbitmq-and-export?
// tableName&schemaName&appInstanceId&appId, whose result downloads as example.xlsx). The call starts
// a job and answers it at once (202); the console polls GET export-job/{id} for its progress, then
// asks GET export-job/{id}/link for a link to the file that lasts a minute, and the browser
// downloads it from GET export-file/{id}?token (the only route here without a session: the token,
// signed by the server for that file, is its proof: no declaration, it stays mounted as it is).
// The others are mounted from contract/dataExportRoutes.ts, with view_data_export.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, HttpError, notFound, unauthorized } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller, requireTenant } from '../../../security/guard';
import { exportJobRoutes as declared } from '../../../../../contract/dataExportRoutes';
import { DownloadLink, ExportJobList, ExportJobView, FileQuery, IdParams, InstanceQuery, TableRefQuery } from '../../../../../contract/dataExport';
import { EXPORT_FILE_NAME, XLSX_CONTENT_TYPE } from '../../../../../contract/dataExportRules';
import { createJob, exportTableNamed, jobById, jobOf, jobView, recentJobs, type JobRow } from '../exportStore';
import { NO_SOURCE_MESSAGE, requireInstance } from '../instanceSource';
import { EXPORT_QUEUE_UNAVAILABLE, type ExportJobs } from '../exportJobs';

const LINK_TTL_SECONDS = 60;
const LINK_AUDIENCE = 'data-export-file';
const RECENT_JOBS = 5;
const gone = () => new HttpError(410, "This export's file is no longer kept: export the table again");

const exportRoutes: FastifyPluginAsyncTypebox<{ jobs: ExportJobs }> = async (app, { jobs }) => {
  const db = app.platform.database.db;
  const { tokens } = app.platform;
  const view = (row: JobRow) => jobView(row, app.platform.jobs);

  mountDeclared(app, declared.start, { query: TableRefQuery, response: ExportJobView }, {
    summary: 'Start exporting an export table to a spreadsheet; answers the job to follow',
    description: 'The job goes to the job queue: RabbitMQ when the server has RABBITMQ_URL (any replica runs it), else this server. Its file is example.xlsx.',
    status: 202, errors: [400, 401, 403, 404, 503],
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    const q = request.query;
    const instance = await requireInstance(app, accountId, q.appInstanceId, q.appId);
    if (!(await exportTableNamed(db, accountId, q.appInstanceId, q.schemaName, q.tableName))) throw notFound('Export table');
    if (instance.connectionId === null) throw badRequest(NO_SOURCE_MESSAGE);
    const job = await createJob(db, accountId, requireCaller(request).userId, {
      appInstanceId: instance.appInstanceId, connectionId: instance.connectionId, schemaName: q.schemaName, tableName: q.tableName,
    });
    await jobs.enqueue(job.id).catch((error: unknown) => {
      request.log.error({ err: error, jobId: job.id }, 'an export could not be queued');
      throw new HttpError(503, EXPORT_QUEUE_UNAVAILABLE);
    });
    return reply.status(202).send(view(job));
  });

  mountDeclared(app, declared.recent, { query: InstanceQuery, response: ExportJobList }, {
    summary: "An instance's latest exports, newest first", errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    await requireInstance(app, accountId, request.query.appInstanceId, request.query.appId);
    return (await recentJobs(db, accountId, request.query.appInstanceId, RECENT_JOBS)).map((row) => view(row));
  });

  mountDeclared(app, declared.job, { params: IdParams, response: ExportJobView }, {
    summary: "An export's progress, and its result once done", errors: [400, 401, 403, 404],
  }, async (request) => {
    const job = await jobOf(db, requireTenant(request).accountId, request.params.id);
    if (!job) throw notFound('Export');
    return view(job);
  });

  mountDeclared(app, declared.link, { params: IdParams, response: DownloadLink }, {
    summary: "A link to a finished export's file, good for a minute", errors: [400, 401, 403, 404, 409, 410],
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    const job = await jobOf(db, accountId, request.params.id);
    if (!job) throw notFound('Export');
    if (view(job).status !== 'done' || !job.fileName) throw new HttpError(409, 'This export has no file: it is not finished, or it failed');
    if (!(await stat(jobs.filePath(job.fileName)).catch(() => undefined))) throw gone();
    const token = await tokens.signStatement({ job: job.id, account: accountId }, LINK_TTL_SECONDS, LINK_AUDIENCE);
    return reply.header('cache-control', 'no-store').send({
      path: `/export-file/${job.id}?token=${encodeURIComponent(token)}`, fileName: EXPORT_FILE_NAME,
      expiresAt: new Date(Date.now() + LINK_TTL_SECONDS * 1000).toISOString(),
    });
  });

  app.get('/export-file/:id', {
    schema: {
      operationId: 'dataExport.exportFile', summary: 'The export\'s file, example.xlsx (a link from export-job/{id}/link)', security: [],
      params: IdParams, querystring: FileQuery,
      response: { 200: Type.String({ description: XLSX_CONTENT_TYPE }), ...errorResponses(400, 401, 404, 410) },
    },
    config: { noSecretCheck: { token: 'a statement the server signed (HS256, a minute long) checked by its signature: nothing stored is compared, so guessing gains nothing' } },
  }, async (request, reply) => {
    const claims = await tokens.verifyStatement(request.query.token, LINK_AUDIENCE);
    if (!claims || claims.job !== request.params.id) throw unauthorized('This download link is not valid or has expired: ask for a new one', 'invalid_token');
    const job = await jobById(db, request.params.id);
    if (!job || job.accountId !== claims.account || !job.fileName) throw notFound('Export');
    const path = jobs.filePath(job.fileName);
    const info = await stat(path).catch(() => undefined);
    if (!info) throw gone();
    return reply.type(XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
      .header('content-length', info.size)
      .header('cache-control', 'no-store')
      .send(createReadStream(path) as unknown as string);
  });
};

export default exportRoutes;

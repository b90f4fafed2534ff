// The activity log (console-shell.md §7, issue 12): the account's traces, filtered by who, what,
// outcome and when; one with its details; the filtered view as a CSV file; the retention and when
// the purge last ran. view_activity_log; only the caller's account's traces, ever. Mounted from their
// declarations (contract/activityLogRoutes.ts); the CSV file, streamed, by hand from its declaration.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../http/responses';
import { mountDeclared, declaredPath } from '../../../http/declaredRoute';
import { pageOf } from '../../../http/paging';
import { inAccount, requireTenant } from '../../../security/guard';
import { activityRoutes as declared } from '../../../../../contract/activityLogRoutes';
import {
  ACTIVITY_EXPORT_MAX_ROWS, ActivityChoices, ActivityCsv, ActivityDetail, ActivityExportQuery, ActivityIdParams, ActivityListQuery, ActivityPage,
  ActivityRetention,
} from '../../../../../contract/activityLog';
import { activityBatches, activityChoices, activityOf, listActivity } from '../activityStore';
import { CSV_HEADER, csvLine, entryLine } from '../csv';
import { lastPurge } from '../retention';

const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, config } = app.platform;

  mountDeclared(app, declared.list, { query: ActivityListQuery, response: ActivityPage }, {
    summary: "The account's activity traces, newest first, filtered and paged", errors: [400, 401, 403],
  }, async (request) => listActivity(db, requireTenant(request).accountId, request.query, pageOf(request.query)));

  mountDeclared(app, declared.choices, { response: ActivityChoices }, {
    summary: 'Who and what appear in the account\'s latest traces, for the filters', errors: [401, 403],
  }, async (request) => activityChoices(db, requireTenant(request).accountId));

  mountDeclared(app, declared.retention, { response: ActivityRetention }, {
    summary: 'How long traces are kept, and when the purge last ran', errors: [401, 403],
  }, async () => {
    const last = await lastPurge(db);
    return { retentionDays: config.activityRetentionDays, lastPurgeAt: last?.at.toISOString() ?? null, lastPurgeDeleted: last?.deleted ?? null };
  });

  // A stream of CSV text, not an answer mountDeclared's handler returns: mounted by hand, with the
  // declaration's path and flags.
  app.get(declaredPath(app, declared.export), {
    schema: {
      summary: `The filtered traces as a CSV file, newest first (at most ${ACTIVITY_EXPORT_MAX_ROWS.toLocaleString('en')} rows)`,
      querystring: ActivityExportQuery,
      response: { 200: ActivityCsv, ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(...declared.export.flags),
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    // The first batch is read before the answer starts, so a query that fails gets an error answer,
    // not a file cut short.
    const batches = activityBatches(db, accountId, request.query, ACTIVITY_EXPORT_MAX_ROWS);
    const first = await batches.next();
    async function* lines() {
      yield csvLine(CSV_HEADER);
      if (first.done) return;
      yield first.value.map(entryLine).join('');
      for await (const batch of batches) yield batch.map(entryLine).join('');
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="activity-${accountId}-${day}.csv"`)
      .send(Readable.from(lines()) as unknown as string); // the CSV text, streamed as it is read
  });

  mountDeclared(app, declared.entry, { params: ActivityIdParams, response: ActivityDetail }, {
    summary: 'One trace of the account, with its details', errors: [400, 401, 403, 404],
  }, async (request) => activityOf(db, requireTenant(request).accountId, request.params.id));
};

export default activityRoutes;

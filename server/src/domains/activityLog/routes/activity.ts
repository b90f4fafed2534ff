// The activity log (console-shell.md §7, issue 12): the account's traces, filtered by who, what,
// outcome and when; one with its details; the filtered view as a CSV file; the retention and when
// the purge last ran. view_activity_log; only the caller's account's traces, ever.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../http/responses';
import { pagedResponse, pageOf, pageQuery } from '../../../http/paging';
import { inAccount, requireTenant } from '../../../security/guard';
import { Id } from '../../../../../contract/wireTypes';
import { VIEW_ACTIVITY_LOG } from '../../../../../contract/activityLogFlags';
import {
  ACTIVITY_EXPORT_MAX_ROWS, ActivityChoices, ActivityDetail, ActivityEntry, ActivityFilter, ActivityRetention,
} from '../../../../../contract/activityLog';
import { activityBatches, activityChoices, activityOf, listActivity } from '../activityStore';
import { CSV_HEADER, csvLine, entryLine } from '../csv';
import { lastPurge } from '../retention';

const tags = ['tracking'];
const { query: _search, ...pageOnly } = pageQuery;

const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, config } = app.platform;
  const guard = inAccount(VIEW_ACTIVITY_LOG);

  app.get('/activity', {
    schema: {
      tags, summary: "The account's activity traces, newest first, filtered and paged",
      querystring: Type.Object({ ...ActivityFilter, ...pageOnly }),
      response: { 200: pagedResponse(ActivityEntry), ...errorResponses(400, 401, 403) },
    },
    preHandler: guard,
  }, async (request) => listActivity(db, requireTenant(request).accountId, request.query, pageOf(request.query)));

  app.get('/activity/choices', {
    schema: {
      tags, summary: 'Who and what appear in the account\'s latest traces, for the filters',
      response: { 200: ActivityChoices, ...errorResponses(401, 403) },
    },
    preHandler: guard,
  }, async (request) => activityChoices(db, requireTenant(request).accountId));

  app.get('/activity/retention', {
    schema: {
      tags, summary: 'How long traces are kept, and when the purge last ran',
      response: { 200: ActivityRetention, ...errorResponses(401, 403) },
    },
    preHandler: guard,
  }, async () => {
    const last = await lastPurge(db);
    return { retentionDays: config.activityRetentionDays, lastPurgeAt: last?.at.toISOString() ?? null, lastPurgeDeleted: last?.deleted ?? null };
  });

  app.get('/activity/export', {
    schema: {
      tags, summary: `The filtered traces as a CSV file, newest first (at most ${ACTIVITY_EXPORT_MAX_ROWS.toLocaleString('en')} rows)`,
      querystring: Type.Object(ActivityFilter),
      response: { 200: Type.String({ description: 'text/csv' }), ...errorResponses(400, 401, 403) },
    },
    preHandler: guard,
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

  app.get('/activity/:id', {
    schema: {
      tags, summary: 'One trace of the account, with its details',
      params: Type.Object({ id: Id() }),
      response: { 200: ActivityDetail, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: guard,
  }, async (request) => activityOf(db, requireTenant(request).accountId, request.params.id));
};

export default activityRoutes;

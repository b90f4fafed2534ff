// The activity trace the console posts after every action (console-shell.md §7), kept per account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activityTraces } from '../../../db/schema';
import { forbidden } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { activityTypeOf } from '../../../../../contract/activityLogRules';
import { TRACE_DETAIL_FIELDS, TraceBody, TraceHeaders, TraceParams, TraceRecorded } from '../../../../../contract/tracking';
import { trackingRoutes } from '../../../../../contract/trackingRoutes';
import { declaredPath } from '../../../http/declaredRoute';

function detailsOf(body: TraceBody): Record<string, string> | null {
  const entries = Object.keys(TRACE_DETAIL_FIELDS).flatMap((key) => {
    const value = body[key as keyof typeof TRACE_DETAIL_FIELDS];
    return value === undefined ? [] : [[key, value] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

const trackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.post(declaredPath(app, trackingRoutes.track), {
    schema: {
      summary: 'Record an activity trace for the account in the headers',
      params: TraceParams,
      headers: TraceHeaders,
      body: TraceBody,
      response: { 201: TraceRecorded, ...errorResponses(400, 401, 403) },
    },
    preHandler: inAccount(),
  }, async (request, reply) => {
    const tenant = requireTenant(request);
    if (request.params.accountId !== tenant.accountId) throw forbidden('The path accountId must be the accountId header');
    const body = request.body;
    const [row] = await db.insert(activityTraces).values({
      accountId: tenant.accountId,
      userId: requireCaller(request).userId,
      folderName: request.headers.foldername ?? null,
      type: body.type === undefined ? undefined : activityTypeOf(body.type), event: body.event, message: body.message,
      messageKey: body.messageKey, messageParams: body.messageParams, status: body.status, action: body.action,
      refererActionId: body.referer_action_id, trackId: body.trackId, userSession: body.user_session,
      details: detailsOf(body),
    }).returning({ id: activityTraces.id });
    return reply.status(201).send({ id: row.id });
  });
};

export default trackRoutes;

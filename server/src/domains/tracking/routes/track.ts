// The activity trace the console posts after every action (console-shell.md §7), kept per account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { activityTraces } from '../../../db/schema';
import { forbidden } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { Id } from '../../../../../contract/wireTypes';

const MAX_FIELD = 2000;
const text = () => Type.Optional(Type.String({ maxLength: MAX_FIELD }));

// Fields with a column of their own; the rest of the body is kept in `details`.
const COLUMN_FIELDS = {
  type: text(), event: text(), message: text(), status: text(), action: text(),
  referer_action_id: text(), trackId: text(), user_session: text(),
};
const DETAIL_FIELDS = {
  instance: text(), customer: text(), device: text(), app: text(), app_user: text(),
  customer_user: text(), additional_info: text(), document_id: text(),
};

const TraceBody = Type.Object({ ...COLUMN_FIELDS, ...DETAIL_FIELDS }, { additionalProperties: false });
type TraceBody = Static<typeof TraceBody>;

function detailsOf(body: TraceBody): Record<string, string> | null {
  const entries = Object.keys(DETAIL_FIELDS).flatMap((key) => {
    const value = body[key as keyof TraceBody];
    return value === undefined ? [] : [[key, value] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

const trackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.post('/:accountId/track', {
    schema: {
      tags: ['tracking'], summary: 'Record an activity trace for the account in the headers',
      params: Type.Object({ accountId: Id() }),
      headers: Type.Object({ foldername: Type.Optional(Type.String({ maxLength: 200, description: 'Groups traces, e.g. by screen' })) }),
      body: TraceBody,
      response: { 201: Type.Object({ id: Type.Integer() }), ...errorResponses(400, 401, 403) },
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
      type: body.type, event: body.event, message: body.message, status: body.status, action: body.action,
      refererActionId: body.referer_action_id, trackId: body.trackId, userSession: body.user_session,
      details: detailsOf(body),
    }).returning({ id: activityTraces.id });
    return reply.status(201).send({ id: row.id });
  });
};

export default trackRoutes;

// GET /auth/live/changes/stream: the records changed in the account of the headers, as server-sent events
// (http/eventStream.ts: kept alive, ended at sign-out and at the server's close), one `change` event
// ({ topic, type }) per change. Each change is sent only while the caller is still an active member
// holding a flag that reads the topic's lists, asked of the membership cache at the time of the
// change (exact on every replica, record 0407), so a member whose flags were taken away hears nothing
// more. A hijacked answer: mounted by hand at its declaration's path, behind the account guard.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../http/responses';
import { eventStreams } from '../../../http/eventStream';
import { readersOf } from '../../../http/changeAnnouncements';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { hasFlag } from '../../../security/permissions';
import { ChangeEvents, type ChangeEvent } from '../../../../../contract/liveChanges';
import { liveChangesRoutes as declared } from '../../../../../contract/liveChangesRoutes';
import { declaredPath } from '../../../http/declaredRoute';

/** Open streams per user (tabs and devices); more answer 429 rather than pile up sockets. */
export const MAX_CHANGE_STREAMS_PER_USER = 10;

const changeStreamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { changes, memberships } = app.platform;
  const streams = eventStreams(app, MAX_CHANGE_STREAMS_PER_USER, 'Too many open live change streams');

  app.get(declaredPath(app, declared.stream), {
    schema: {
      summary: 'The records changed in the account, as server-sent events',
      description: 'text/event-stream: `ready` once, then a `change` event ({ topic, type }) each time records of a route table '
        + "change in the account of the headers (topic: the table's name, e.g. parameters), sent only to members allowed to read "
        + "that table's lists; comments keep it alive. Ends when the session is signed out. Read it with fetch and the bearer and tenant headers.",
      response: { 200: ChangeEvents, ...errorResponses(401, 403, 429) },
    },
    preHandler: inAccount(),
  }, async (request, reply) => {
    const caller = requireCaller(request);
    const { accountId } = requireTenant(request);
    streams.open(caller, reply, (send) => changes.on((change) => {
      if (change.accountId !== accountId) return;
      const readers = readersOf(change.topic);
      if (readers === undefined) return;
      memberships.membership(accountId, caller.userId).then((member) => {
        if (member?.status === 'ACTIVE' && (readers.length === 0 || hasFlag(member.flags, ...readers))) {
          send('change', { topic: change.topic, type: change.type } satisfies ChangeEvent);
        }
      }, (err: Error) => request.log.warn(`Change of ${change.topic} not sent: ${err.message}`));
    }));
  });
};

export default changeStreamRoutes;

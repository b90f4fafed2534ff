// Edit locks (issue 33, record 0414): a member who may change a route table's records takes the lock
// of the record they open for editing, keeps it by taking it again every EDIT_LOCK_HEARTBEAT_MS, and
// releases it on leaving; anyone else opening it meanwhile is answered 409 with who holds it since
// when, and may take it over. A lock nobody kept for EDIT_LOCK_TTL_MS is free (the holder's console
// went away). Held in the database, so every replica sees the same lock.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, forbidden, HttpError } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { writersOf } from '../../../http/changeAnnouncements';
import { requireCaller, requireTenant, type Tenant } from '../../../security/guard';
import { hasFlag } from '../../../security/permissions';
import { EditLockAnswer, EditLockBody, EditLockQuery, EditLockReleased } from '../../../../../contract/liveChanges';
import { editLockRoutes as declared } from '../../../../../contract/liveChangesRoutes';
import { releaseLock, takeLock } from '../lockStore';

/** Only who may change the table's records locks them. */
function mayChange(tenant: Tenant, topic: string): void {
  const writers = writersOf(topic);
  if (writers === undefined) throw badRequest(`No records of ${topic} can be changed`, { field: 'topic' });
  if (writers.length > 0 && !hasFlag(tenant.flags, ...writers)) throw forbidden();
}

const editLockRoutesPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.platform.database;

  mountDeclared(app, declared.take, { body: EditLockBody, response: EditLockAnswer }, {
    summary: "Take, keep (every 15 s) or take over a record's edit lock",
    description: 'Answers the lock when the caller holds it; 409 with the lock (holder and since) under `data` when someone else does, '
      + 'unless `takeOver` is set. A lock not kept for 45 s is free.',
    errors: [400, 401, 403, 409],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { topic, recordId, takeOver } = request.body;
    mayChange(tenant, topic);
    const lock = await takeLock(db, { accountId: tenant.accountId, topic, recordId }, requireCaller(request).userId, takeOver === true);
    if (!lock.mine) throw new HttpError(409, `${lock.holderName} is editing this since ${lock.since}`, 'Conflict', lock);
    return { data: lock };
  });

  mountDeclared(app, declared.release, { query: EditLockQuery, response: EditLockReleased }, {
    summary: "Release the caller's own edit lock of a record (another's stays)", errors: [400, 401, 403],
  }, async (request) => {
    const tenant = requireTenant(request);
    await releaseLock(db, { accountId: tenant.accountId, ...request.query }, requireCaller(request).userId);
    return { message: 'Lock released' };
  });
};

export default editLockRoutesPlugin;

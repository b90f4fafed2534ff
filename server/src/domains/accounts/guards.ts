// The account routes' checks. The userId the console sends is checked, never trusted; changing an
// account needs allpermissions in the account the path names.
import type { preHandlerAsyncHookHandler } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { accountUsers } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { accountFromPathId, requireCaller, resolveTenantOf } from '../../security/guard';
import { ALL_PERMISSIONS } from '../../../../contract/sessionFlags';

/** A `userId` query parameter, when sent, must be the caller's own id. */
export const ownUserId: preHandlerAsyncHookHandler = async function (request) {
  const { userId } = request.query as { userId?: number };
  if (userId !== undefined && userId !== requireCaller(request).userId) {
    throw forbidden('userId does not match the signed-in user');
  }
};

/** The caller is an ACTIVE member of the account in the path; otherwise it does not exist for them. */
export const memberOfPathAccount: preHandlerAsyncHookHandler = async function (request) {
  const { id } = request.params as { id: number };
  const [membership] = await this.platform.database.db.select({ id: accountUsers.id }).from(accountUsers).where(and(
    eq(accountUsers.accountId, id), eq(accountUsers.userId, requireCaller(request).userId), eq(accountUsers.status, 'ACTIVE'),
  ));
  if (!membership) throw notFound('Account');
};

/** Not a member: 404. A member without allpermissions in that account: 403. */
export const accountAdmin: preHandlerAsyncHookHandler[] = [
  ownUserId, memberOfPathAccount, resolveTenantOf(accountFromPathId, ALL_PERMISSIONS),
];

// Who may manage an account's users: callers holding view_user (or allpermissions) in that account.
// List calls name the account in their accountId query parameter; calls on one record (by id in the
// path) act in the account of the tenant headers (their declared flags, mountDeclared), and another
// account's record is not found there.
import type { FastifyRequest } from 'fastify';
import { requireCaller, requireTenant, resolveTenantOf } from '../../security/guard';
import { VIEW_USER } from '../../../../contract/usersFlags';
import type { Caller } from '../../core/memberships';

const accountFromQuery = (request: FastifyRequest) => (request.query as { accountId?: number }).accountId;

/** For calls with ?accountId: the caller must hold view_user in that account (else 403). */
export const usersAdminOfQueryAccount = resolveTenantOf(accountFromQuery, VIEW_USER);

export const callerOf = (request: FastifyRequest): Caller => ({ tenant: requireTenant(request), userId: requireCaller(request).userId });

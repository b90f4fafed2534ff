// What every pageTemplates route reads from the guarded request: the verified account (a query's accountId,
// when given, must be it) and the caller's user id (userCreated, userEdited).
import type { FastifyRequest } from 'fastify';
import { requireCaller, requireTenant, sameAccount } from '../../../security/guard';

export function accountOf(request: FastifyRequest): number {
  const tenant = requireTenant(request);
  sameAccount(tenant, (request.query as { accountId?: number } | undefined)?.accountId);
  return tenant.accountId;
}

export const userOf = (request: FastifyRequest): number => requireCaller(request).userId;

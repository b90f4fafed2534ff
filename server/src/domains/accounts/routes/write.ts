// Creating, updating and deleting accounts. Creating makes the caller its OWNER (domain/accounts.ts);
// changing or deleting needs allpermissions in that account (see guards.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../../../db/schema';
import { createAccount } from '../accountRecords';
import { notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { requireCaller } from '../../../security/guard';
import { accountAdmin } from '../guards';
import { activeMemberAccount } from '../memberships';
import { accountValues } from '../accountFields';
import { AccountBody, AccountIdParams, AccountMessageResponse, MessageResponse, OwnUserQuery } from '../../../../../contract/accounts';
import { accountRoutes as declared } from '../../../../../contract/accountsRoutes';
import { declaredPath } from '../../../http/declaredRoute';

// Paths from contract/accountsRoutes.ts; the guards are the domain's own (allpermissions in the path's account).
const writeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  /** The account as the caller now sees it; it exists, the guard or the insert just proved so. */
  async function viewFor(userId: number, accountId: number) {
    const view = await activeMemberAccount(db, userId, accountId);
    if (!view) throw notFound('Account');
    return view;
  }

  app.post(declaredPath(app, declared.create), {
    schema: {
      summary: 'Create an account; the caller becomes its owner',
      body: AccountBody,
      response: { 201: AccountMessageResponse, ...errorResponses(400, 401) },
    },
  }, async (request, reply) => {
    const { userId } = requireCaller(request);
    const { status, ...values } = accountValues(request.body);
    const { account } = await createAccount(db, userId, { ...values, status: status ?? 'ACTIVE' });
    return reply.status(201).send({ message: 'Account saved successfully', data: await viewFor(userId, account.id) });
  });

  app.put(declaredPath(app, declared.update), {
    schema: {
      summary: "Update an account (allpermissions in it; the accountId header names it)",
      params: AccountIdParams,
      querystring: OwnUserQuery,
      body: AccountBody,
      response: { 200: AccountMessageResponse, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: accountAdmin,
  }, async (request) => {
    const values = accountValues(request.body);
    await db.update(accounts).set({ ...values, updatedAt: sql`now()` }).where(eq(accounts.id, request.params.id));
    return { message: 'Account updated successfully', data: await viewFor(requireCaller(request).userId, request.params.id) };
  });

  app.delete(declaredPath(app, declared.remove), {
    schema: {
      summary: 'Delete an account with everything it holds (allpermissions in it)',
      params: AccountIdParams,
      querystring: OwnUserQuery,
      response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: accountAdmin,
  }, async (request) => {
    await db.delete(accounts).where(eq(accounts.id, request.params.id));
    return { message: 'Account deleted successfully' };
  });
};

export default writeRoutes;

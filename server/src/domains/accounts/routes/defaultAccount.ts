// The caller's default account: at most one membership per user carries isDefault.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne } from 'drizzle-orm';
import { accountUsers } from '../../../db/schema';
import { errorResponses } from '../../../http/responses';
import { requireCaller } from '../../../security/guard';
import { memberOfPathAccount, ownUserId } from '../guards';
import { AccountIdParams, DefaultAccountQuery, MessageResponse } from '../../../../../contract/accounts';
import { accountRoutes as declared } from '../../../../../contract/accountsRoutes';
import { declaredPath } from '../../../http/declaredRoute';

const defaultAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.put(declaredPath(app, declared.setDefault), {
    schema: {
      summary: "Make an account the caller's default (defaultValue=false removes it)",
      params: AccountIdParams,
      querystring: DefaultAccountQuery,
      response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: [ownUserId, memberOfPathAccount],
  }, async (request) => {
    const { userId } = requireCaller(request);
    const accountId = request.params.id;
    const makeDefault = request.query.defaultValue;
    await db.transaction(async (tx) => {
      if (makeDefault) {
        await tx.update(accountUsers).set({ isDefault: false })
          .where(and(eq(accountUsers.userId, userId), ne(accountUsers.accountId, accountId), eq(accountUsers.isDefault, true)));
      }
      await tx.update(accountUsers).set({ isDefault: makeDefault })
        .where(and(eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId)));
    });
    return { message: makeDefault ? 'Default account set successfully' : 'Default account removed successfully' };
  });
};

export default defaultAccountRoutes;

// Reading the caller's accounts: the default one, the picker's list, and the view-all list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors';
import { pageOf, parseSortParam, sortFromFields } from '../../../http/paging';
import { errorResponses } from '../../../http/responses';
import { requireCaller } from '../../../security/guard';
import { ownUserId } from '../guards';
import { ACCOUNT_SORT_FIELDS, DEFAULT_ACCOUNT_SORT, defaultMemberAccount, listMemberAccounts } from '../memberships';
import { AccountPage, AccountView, ActiveAccountListQuery, AllAccountListQuery, OwnUserQuery } from '../../../../../contract/accounts';
import { accountRoutes as declared } from '../../../../../contract/accountsRoutes';
import { declaredPath } from '../../../http/declaredRoute';

// Paths from contract/accountsRoutes.ts; the guards are the domain's own (no account headers needed).
const readRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.get(declaredPath(app, declared.defaultOne), {
    schema: {
      summary: "The caller's default account, else their first active one",
      querystring: OwnUserQuery,
      response: { 200: AccountView, ...errorResponses(401, 403, 404) },
    },
    preHandler: ownUserId,
  }, async (request) => {
    const account = await defaultMemberAccount(db, requireCaller(request).userId);
    if (!account) throw notFound('Account');
    return account;
  });

  app.get(declaredPath(app, declared.list), {
    schema: {
      summary: "The caller's active accounts, paged (search on business name, account code, billing email)",
      querystring: ActiveAccountListQuery,
      response: { 200: AccountPage, ...errorResponses(400, 401, 403) },
    },
    preHandler: ownUserId,
    config: { keptUntilChange: true },
  }, async (request) => {
    const { query, sortfield, sortorder } = request.query;
    return listMemberAccounts(db, requireCaller(request).userId, {
      activeOnly: true, query, ...pageOf(request.query), sort: sortFromFields(DEFAULT_ACCOUNT_SORT, sortfield, sortorder),
    });
  });

  app.get(declaredPath(app, declared.listAll), {
    schema: {
      summary: 'Every account the caller belongs to, whatever the membership status (mode=view-all)',
      querystring: AllAccountListQuery,
      response: { 200: AccountPage, ...errorResponses(400, 401) },
    },
    config: { keptUntilChange: true },
  }, async (request) => {
    const { query, sort } = request.query;
    return listMemberAccounts(db, requireCaller(request).userId, {
      activeOnly: false, query, ...pageOf(request.query), sort: parseSortParam(sort, ACCOUNT_SORT_FIELDS, DEFAULT_ACCOUNT_SORT),
    });
  });
};

export default readRoutes;

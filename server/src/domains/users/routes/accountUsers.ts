// The account's users (console-shell.md §7 "Account-user service"): list, change type or status,
// restore, replace roles, remove, and the user summaries. All need view_user in the account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { accountUsers } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { pageOf, parseSortParam } from '../../../http/paging';
import { errorResponses } from '../../../http/responses';
import { mountDeclared, declaredPath } from '../../../http/declaredRoute';
import { requireTenant } from '../../../security/guard';
import {
  AccountUserChange, AccountUserIdParams, AccountUserMessage, AccountUserQuery, AppRoleGrants, MEMBER_SORT_FIELDS, MemberListQuery, MemberPage,
  Message, USER_SORT_FIELDS, UserSummaryListQuery, UserSummaryPage,
} from '../../../../../contract/users';
import { memberRoutes as declared } from '../../../../../contract/usersRoutes';
import { DEFAULT_MEMBER_SORT, DEFAULT_USER_SORT, findMember, listMembers, listUserSummaries } from '../accountUserQueries';
import { changeMember, removeMember } from '../memberChanges';
import { checkGrants, replaceMemberRoles } from '../../roles/api';
import { callerOf, usersAdminOfQueryAccount } from '../userGuards';

export const USER_STATUS_UPDATED = 'User status updated';
export const USER_RESTORED = 'User restored';

const accountUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  // The account is the one of the accountId query, not of the headers: these keep their own guard.
  app.get(declaredPath(app, declared.list), {
    schema: {
      summary: "The account's users, paged (search on username and names)",
      querystring: MemberListQuery,
      response: { 200: MemberPage, ...errorResponses(400, 401, 403) },
    },
    preHandler: usersAdminOfQueryAccount,
    config: { keptUntilChange: true },
  }, async (request) => {
    const { userType, type, query, sort } = request.query;
    return listMembers(db, requireTenant(request).accountId, { userType, status: type, query }, pageOf(request.query),
      parseSortParam(sort, MEMBER_SORT_FIELDS, DEFAULT_MEMBER_SORT));
  });

  app.put(declaredPath(app, declared.update), {
    schema: {
      summary: "Change a member's user type or status; INACTIVE to ACTIVE restores them",
      description: 'Nobody changes their own membership; only allpermissions changes or makes an OWNER; the last active OWNER stays.',
      querystring: AccountUserQuery,
      body: AccountUserChange,
      response: { 200: AccountUserMessage, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: usersAdminOfQueryAccount,
  }, async (request) => {
    const { restored } = await changeMember(db, callerOf(request), request.query.userId, request.body);
    const data = await findMember(db, requireTenant(request).accountId, eq(accountUsers.userId, request.query.userId));
    if (!data) throw notFound('Account user');
    return { message: restored ? USER_RESTORED : USER_STATUS_UPDATED, data };
  });

  app.put(declaredPath(app, declared.replaceRoles), {
    schema: {
      summary: "Replace a member's roles in the named app instances of the account",
      description: 'Each entry replaces the roles held in that instance; an entry without roles leaves the defaults of the user type.',
      querystring: AccountUserQuery,
      body: AppRoleGrants,
      response: { 200: Message, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: usersAdminOfQueryAccount,
  }, async (request) => {
    const caller = callerOf(request);
    const { grants, grantsAllPermissions } = await checkGrants(db, caller.tenant.accountId, request.body);
    await replaceMemberRoles(db, caller, request.query.userId, grants, grantsAllPermissions);
    return { message: 'User roles updated' };
  });

  mountDeclared(app, declared.remove, { params: AccountUserIdParams, response: Message }, {
    summary: 'Remove a member from the account of the headers', errors: [400, 401, 403, 404],
  }, async (request) => {
    await removeMember(db, callerOf(request), request.params.accountUserId);
    return { message: 'User removed from the account' };
  });

  app.get(declaredPath(app, declared.summaries), {
    schema: {
      summary: "The account's users as summaries (id, first and last name), paged",
      querystring: UserSummaryListQuery,
      response: { 200: UserSummaryPage, ...errorResponses(400, 401, 403) },
    },
    preHandler: usersAdminOfQueryAccount,
  }, async (request) => {
    const { query, sort } = request.query;
    return listUserSummaries(db, requireTenant(request).accountId, query, pageOf(request.query),
      parseSortParam(sort, USER_SORT_FIELDS, DEFAULT_USER_SORT));
  });
};

export default accountUserRoutes;

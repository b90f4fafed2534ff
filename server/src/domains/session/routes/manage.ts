// The manage service's auth calls: the API version for the footer, the start-up token check, and
// names of fellow account members. Declared in contract/sessionRoutes.ts; the version is public,
// so mounted by hand.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, exists, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountUsers, users } from '../../../db/schema';
import { requireCaller } from '../../../security/guard';
import { mountDeclared, declaredPath } from '../../../http/declaredRoute';
import { TokenCheck } from '../../../../../contract/session';
import { manageRoutes as declared } from '../../../../../contract/sessionRoutes';
import { tokenCheck } from './session';
import { UserIds, UserSummaries, Version } from '../../../../../contract/sessionManage';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, config } = app.platform;

  app.get(declaredPath(app, declared.version), {
    schema: { summary: 'The API version', security: [], response: { 200: Version } },
  }, async () => ({ version: config.apiVersion }));

  mountDeclared(app, declared.tokenCheck, { response: TokenCheck }, {
    summary: 'Check the access token', errors: [401],
  }, tokenCheck);

  mountDeclared(app, declared.userNames, { body: UserIds, response: UserSummaries }, {
    summary: 'Names of users',
    description: 'Only users who share an account with the caller are answered; other ids are left out.',
    errors: [400, 401],
  }, async (request) => {
    if (request.body.length === 0) return [];
    const callerId = requireCaller(request).userId;
    const mine = alias(accountUsers, 'mine');
    const theirs = alias(accountUsers, 'theirs');
    const sharesAnAccount = exists(db.select({ one: mine.id }).from(mine)
      .innerJoin(theirs, eq(theirs.accountId, mine.accountId))
      .where(and(eq(mine.userId, callerId), eq(mine.status, 'ACTIVE'), eq(theirs.userId, users.id))));
    return db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users)
      .where(and(inArray(users.id, request.body), or(eq(users.id, callerId), sharesAnAccount)))
      .orderBy(users.id);
  });
};

export default routes;

// Opening an app from My Apps (console-shell.md §2, §7; developer-portal.md §6). The console asks
// appLoginAuthentication for a short-lived, single-use code bound to one app instance and one
// account user, then opens the app's access URL with it (?code=...). The app, on its own server,
// redeems the code once at appLoginToken and learns who is signing in, to which subscription,
// with which roles and permissions. Codes are 256-bit random values, stored as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { accounts, accountUsers, appInstances, apps, users } from '../../../db/schema';
import { appLoginTokens } from '../tables';
import { badRequest, forbidden, notFound, unauthorized } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller, requireTenant } from '../../../security/guard';
import { hasFlag } from '../../../security/permissions';
import { flagsOf, grantsOfMember } from '../../roles/api';
import { myAppsFlag } from '../../../../../contract/myAppsFlags';
import { Id } from '../../../../../contract/wireTypes';
import { myAppsRoutes as declared } from '../../../../../contract/myAppsRoutes';
import { AppLoginCodeQuery, AppLoginReply, AppLoginRequest, AppSignIn } from '../../../../../contract/myApps';

export const APP_LOGIN_TTL_SECONDS = 60;
export const NO_ROLE_ASSIGNED = 'no role assigned';
const INVALID_CODE = 'The app login code is invalid, expired or already used';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const appLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database: { db }, attempts } = app.platform;

  mountDeclared(app, declared.appLogin, { query: AppLoginCodeQuery, body: AppLoginRequest, response: AppLoginReply }, {
    summary: 'A single-use code to open an app the caller’s account subscribes to',
    description: `The caller must be that account user, the instance the account's ACTIVE subscription, and the user must hold at least one role in it ('${NO_ROLE_ASSIGNED}' otherwise). The code lives ${APP_LOGIN_TTL_SECONDS} s.`,
    errors: [400, 401, 403, 404],
    config: { noSecretCheck: { code: 'the console\'s clock (the spec\'s name), not a secret' } },
  }, async (request) => {
    const caller = requireCaller(request);
    const tenant = requireTenant(request);
    const body = request.body;
    if (body.userId !== caller.userId || body.username.toLowerCase() !== caller.username.toLowerCase()) {
      throw forbidden('userId and username must be your own');
    }
    if (body.accountId !== tenant.accountId || body.accountUserId !== tenant.accountUserId) {
      throw forbidden('accountId and accountUserId must be your own membership');
    }
    const [instance] = await db.select({
      id: appInstances.id, appId: appInstances.appId, status: appInstances.status, type: apps.type, accessUrl: apps.accessUrl,
    }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
      .where(and(eq(appInstances.id, body.appInstanceId), eq(appInstances.accountId, tenant.accountId)));
    if (!instance) throw notFound('App instance');
    if (instance.appId !== body.appId || body.subscriptionId !== instance.id) {
      throw badRequest('appId and subscriptionId must be those of the app instance');
    }
    if (instance.status !== 'ACTIVE') throw forbidden('The subscription is not active');
    if (!hasFlag(tenant.flags, myAppsFlag(instance.type))) throw forbidden();
    // The same assignments and user-type defaults as the console's flags and the roles views.
    const grants = await grantsOfMember(db, instance.id, tenant);
    if (grants.roles.length === 0) throw forbidden(NO_ROLE_ASSIGNED);
    if (!instance.accessUrl) throw badRequest('The app has no access URL');

    const code = randomBytes(32).toString('base64url');
    const now = Date.now();
    await db.delete(appLoginTokens).where(and(eq(appLoginTokens.userId, caller.userId), lt(appLoginTokens.expiresAt, new Date(now))));
    await db.insert(appLoginTokens).values({
      tokenHash: sha256(code), userId: caller.userId, accountId: tenant.accountId, accountUserId: tenant.accountUserId,
      appInstanceId: instance.id, appId: instance.appId, expiresAt: new Date(now + APP_LOGIN_TTL_SECONDS * 1000),
    });
    return {
      accessToken: code, accountId: tenant.accountId, appId: instance.appId, subscriptionId: instance.id,
      accessUrl: instance.accessUrl, expiresIn: APP_LOGIN_TTL_SECONDS,
      roles: grants.roles.map((r) => r.roleName), permissionIds: grants.permissions.map((p) => p.permissionName),
    };
  });

  app.post('/appLoginToken', {
    config: { secretCheck: 'appLoginCode' },
    schema: {
      operationId: 'myApps.redeemLoginCode', summary: 'Redeem an app login code (called once by the opened app)', security: [],
      description: 'The code the app received as ?code=... is valid once, for its app, within its lifetime. '
        + 'The answer says who signs in, to which subscription, with which roles and permissions in it.',
      body: Type.Object({
        code: Type.String({ minLength: 1, maxLength: 200 }),
        appId: Id({ description: 'The redeeming app: a code issued for another app is refused' }),
      }),
      response: { 200: AppSignIn, ...errorResponses(400, 401, 429) },
    },
  }, async (request) => {
    // Marking the row used in the same statement that finds it: two redemptions cannot both win.
    const token = await attempts.verify(request, undefined, async () => {
      const [redeemed] = await db.update(appLoginTokens).set({ usedAt: new Date() })
        .where(and(eq(appLoginTokens.tokenHash, sha256(request.body.code)), isNull(appLoginTokens.usedAt), gt(appLoginTokens.expiresAt, new Date())))
        .returning();
      if (!redeemed || redeemed.appId !== request.body.appId) throw unauthorized(INVALID_CODE, 'invalid_grant');
      return redeemed;
    });
    const [who] = await db.select({
      userId: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, userStatus: users.status,
      accountUserId: accountUsers.id, userType: accountUsers.userType, memberStatus: accountUsers.status,
      businessName: accounts.businessName, accountCode: accounts.accountCode, instanceStatus: appInstances.status,
    }).from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
      .innerJoin(appInstances, eq(appInstances.id, token.appInstanceId))
      .where(eq(accountUsers.id, token.accountUserId));
    // Anything revoked since the code was issued (membership, user, subscription) voids it.
    if (!who || who.userStatus !== 'ACTIVE' || who.memberStatus !== 'ACTIVE' || who.instanceStatus !== 'ACTIVE') {
      throw unauthorized(INVALID_CODE, 'invalid_grant');
    }
    const member = { accountUserId: who.accountUserId, userType: who.userType };
    const grants = await grantsOfMember(db, token.appInstanceId, member);
    return {
      userId: who.userId, username: who.username, firstName: who.firstName, lastName: who.lastName,
      accountId: token.accountId, accountUserId: who.accountUserId, userType: who.userType,
      businessName: who.businessName, accountCode: who.accountCode,
      appId: token.appId, appInstanceId: token.appInstanceId, subscriptionId: token.appInstanceId,
      roles: grants.roles.map((r) => r.roleName), permissions: flagsOf(grants), permissionIds: grants.permissions.map((p) => p.permissionName),
    };
  });
};

export default appLoginRoutes;

// What the signed-in account user may do: their permission flags in an app (the console's
// permissions map comes from AdminApp's) and the roles they hold in an app instance.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { accountUsers } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { heldRoleRoutes as declared } from '../../../../../contract/rolesRoutes';
import { requireCaller, requireTenant } from '../../../security/guard';
import { ADMIN_APP } from '../../../../../contract/appKinds';
import { VIEW_USER } from '../../../../../contract/usersFlags';
import { flagsFor, hasFlag } from '../../../security/permissions';
import { accountInstance, accountInstanceOfApp, appKnownTo } from '../../developerPortal/api';
import { rolesHeld } from '../roles';
import { HeldRoles, HeldRolesQuery, PermissionList, PermissionListQuery } from '../../../../../contract/roles';

const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.permissionList, { query: PermissionListQuery, response: PermissionList }, {
    summary: "The caller's permission flags in an app, for the account in the headers", errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { appName, accountId, accountUserId } = request.query;
    if ((accountId !== undefined && accountId !== tenant.accountId) || (accountUserId !== undefined && accountUserId !== tenant.accountUserId)) {
      throw forbidden('accountId and accountUserId must be your own membership');
    }
    const target = await appKnownTo(db, requireCaller(request).userId, { name: appName });
    if (appName === ADMIN_APP) {
      return { appUserRolesPermissions: tenant.flags, appInstanceId: tenant.adminAppInstanceId, appId: target.id };
    }
    const instance = await accountInstanceOfApp(db, tenant.accountId, target.id);
    const flags = await flagsFor(db, tenant.accountUserId, tenant.userType, instance.id);
    return { appUserRolesPermissions: flags, appInstanceId: instance.id, appId: target.id };
  });

  mountDeclared(app, declared.rolesInInstance, { query: HeldRolesQuery, response: HeldRoles }, {
    summary: "The roles an account user of the caller's account holds in one of its app instances",
    description: 'Any member may read their own roles; reading another member\'s needs view_user.',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    // Another member's roles are for those who manage users, as on the Users page.
    if (request.query.accountUserId !== tenant.accountUserId && !hasFlag(tenant.flags, VIEW_USER)) throw forbidden();
    const [member] = await db.select({ accountUserId: accountUsers.id, userType: accountUsers.userType }).from(accountUsers)
      .where(and(eq(accountUsers.id, request.query.accountUserId), eq(accountUsers.accountId, tenant.accountId)));
    if (!member) throw notFound('Account user');
    const instance = await accountInstance(db, tenant.accountId, request.query.appInstanceId);
    return rolesHeld(db, member, instance);
  });
};

export default permissionRoutes;

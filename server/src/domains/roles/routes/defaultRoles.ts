// An app's default roles (developer-portal.md §6, §7): each for a user type, holding a set of the
// app's permissions; members with no role assigned in an instance hold the defaults of their type.
// The app's developer account manages them (another account's app: 404; view or update flag of
// the app's kind). A default role still assigned to members is not deleted (403). Traced. A new
// permission set can be previewed first: how many members of subscribing accounts gain and lose what.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordActivity } from '../../../core/activity';
import type { ActivityMessageKey } from '../../../../../contract/activityLogRules';
import { badRequest } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { refuseStaleWrite, staleWriteNote } from '../../../http/staleWrites';
import { defaultRoleRoutes as declared } from '../../../../../contract/rolesRoutes';
import { pageOf } from '../../../http/paging';
import { requireCaller, requireTenant } from '../../../security/guard';
import {
  DefaultRoleBody, DefaultRoleChangeImpact, DefaultRoleChangePreview, DefaultRoleChoicesListQuery, DefaultRoleChoicesQuery,
  DefaultRoleListQuery, DefaultRolePage, DefaultRolePermissionSet, DefaultRoleSaved, DefaultRoleUpdate, Message, PermissionChoicePage,
  PermissionChoices, RecordIdParams,
} from '../../../../../contract/roles';
import { DEFAULT_ROLE_SORT_FIELDS } from '../../../../../contract/rolesRules';
import { developerApp } from '../../developerPortal/api';
import { developerAppByName, developerDefaultRole } from '../access';
import { checkedRoleName } from '../roleFields';
import { sortOf } from '../listing';
import { appPermissionIds, permissionChoices } from '../permissionStore';
import { previewDefaultRole } from '../preview';
import {
  createDefaultRole, DEFAULT_DEFAULT_ROLE_SORT, defaultRoleView, deleteDefaultRole, listDefaultRoles, replaceDefaultRolePermissions,
  updateDefaultRole,
} from '../roleStore';

const defaultRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const trace = (accountId: number, userId: number, event: string, key: ActivityMessageKey, name: string, app: string, details: Record<string, unknown>) =>
    recordActivity(db, { accountId, userId, event, key, params: { name, app }, details });

  mountDeclared(app, declared.create, { body: DefaultRoleBody, response: DefaultRoleSaved }, {
    summary: "Add a default role (for a user type) to one of the caller's account's apps",
    description: 'Role name under 20 characters. Its permissions are saved next with appDefaultUserRolePermission.',
    status: 201, errors: [400, 401, 403, 404],
  }, async (request, reply) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const target = await developerApp(db, tenant, request.body.appId, 'update');
    const created = await createDefaultRole(db, { appId: target.id, roleName: checkedRoleName(request.body.roleName), userType: request.body.userType }, userId);
    await trace(tenant.accountId, userId, 'created', 'role.defaultCreated', created.roleName, target.name,
      { appId: target.id, roleId: created.id, userType: created.userType });
    return reply.code(201).send({ message: 'Role created successfully', data: await defaultRoleView(db, created.id) });
  });

  mountDeclared(app, declared.list, { query: DefaultRoleListQuery, response: DefaultRolePage }, {
    summary: "An app's default roles, paged, by user type when given (the app by id or by name)", errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { appId, appName, userType, query } = request.query;
    if (appId === undefined && appName === undefined) throw badRequest('appId or appName is required', { field: 'appId' });
    const target = appId !== undefined ? await developerApp(db, tenant, appId, 'view') : await developerAppByName(db, tenant, appName ?? '', 'view');
    return listDefaultRoles(db, { appId: target.id, userType, query },
      sortOf(request.query, DEFAULT_ROLE_SORT_FIELDS, DEFAULT_DEFAULT_ROLE_SORT), pageOf(request.query));
  });

  mountDeclared(app, declared.update, { params: RecordIdParams, body: DefaultRoleUpdate, response: DefaultRoleSaved }, {
    summary: "Rename a default role or change its user type (its permission set is saved next)",
    description: staleWriteNote('revision'), errors: [400, 401, 403, 404, 409],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const { role, app: target } = await developerDefaultRole(db, tenant, request.params.id, 'update');
    refuseStaleWrite(request, role.revision, await defaultRoleView(db, role.id), 'This role');
    const { roleName, userType } = request.body;
    await updateDefaultRole(db, role.id, { ...(roleName === undefined ? {} : { roleName: checkedRoleName(roleName) }), userType }, userId);
    const data = await defaultRoleView(db, role.id);
    await trace(tenant.accountId, userId, 'updated', 'role.defaultUpdated', data.roleName, target.name,
      { appId: target.id, roleId: role.id, before: { roleName: role.roleName, userType: role.userType }, roleName: data.roleName, userType: data.userType });
    return { message: 'Role updated successfully', data };
  });

  mountDeclared(app, declared.remove, { params: RecordIdParams, response: Message }, {
    summary: 'Delete a default role',
    description: 'Refused with 403 while the role is assigned to any member of a subscribing account.',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const { role, app: target } = await developerDefaultRole(db, tenant, request.params.id, 'update');
    await deleteDefaultRole(db, role.id);
    await trace(tenant.accountId, userId, 'deleted', 'role.defaultDeleted', role.roleName, target.name,
      { appId: target.id, roleId: role.id, roleName: role.roleName, userType: role.userType });
    return { message: 'Role deleted successfully' };
  });

  mountDeclared(app, declared.savePermissions, { body: DefaultRolePermissionSet, response: Message }, {
    summary: "Replace a default role's whole permission set",
    description: "Every id must be a permission of the role's app (400 otherwise).",
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const { role, app: target } = await developerDefaultRole(db, tenant, request.body.appDefaultUserRolesId, 'update');
    const ids = await appPermissionIds(db, target.id, request.body.checkedPermission);
    await replaceDefaultRolePermissions(db, role.id, ids, userId);
    await trace(tenant.accountId, userId, 'permissionsSet', 'role.defaultPermissionsSet', role.roleName, target.name,
      { appId: target.id, roleId: role.id, permissionIds: ids });
    return { message: 'Role permissions updated successfully' };
  });

  mountDeclared(app, declared.previewChange, { body: DefaultRoleChangePreview, response: DefaultRoleChangeImpact }, {
    summary: "How many members, in every subscribing account, would gain and lose which permission if a default role's set changed (nothing is saved)",
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const { role, app: target } = await developerDefaultRole(db, requireTenant(request), request.body.appDefaultUserRolesId, 'update');
    const ids = await appPermissionIds(db, target.id, request.body.checkedPermission);
    return previewDefaultRole(db, target.id, role.id, ids);
  });

  const choices = (paged: boolean) => async (request: { query: { appRoleId: number; query?: string; page?: number; size?: number } } & Parameters<typeof requireTenant>[0]) => {
    const { role, app: target } = await developerDefaultRole(db, requireTenant(request), request.query.appRoleId, 'view');
    return permissionChoices(db, target.id, { kind: 'default', roleId: role.id }, request.query.query, paged ? pageOf(request.query) : undefined);
  };

  mountDeclared(app, declared.permissionChoices, { query: DefaultRoleChoicesQuery, response: PermissionChoicePage }, {
    summary: "Every permission of the default role's app, paged, ticked when the role holds it", errors: [400, 401, 403, 404],
  }, async (request) => choices(true)(request));

  mountDeclared(app, declared.allPermissionChoices, { query: DefaultRoleChoicesListQuery, response: PermissionChoices }, {
    summary: "Every permission of the default role's app (up to 1,000), ticked when the role holds it", errors: [400, 401, 403, 404],
  }, async (request) => (await choices(false)(request)).content);
};

export default defaultRoleRoutes;

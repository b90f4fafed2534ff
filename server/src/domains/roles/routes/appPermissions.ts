// An app's permissions (developer-portal.md §7 "App permissions and default roles"): the app's
// developer account lists, adds, changes and deletes them. Another account's app is not found;
// reading needs the app kind's view flag, changing its update flag. Every change is traced.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordActivity } from '../../../core/activity';
import type { ActivityMessageKey } from '../../../../../contract/activityLogRules';
import { mountDeclared } from '../../../http/declaredRoute';
import { appPermissionRoutes as declared } from '../../../../../contract/rolesRoutes';
import { pageOf } from '../../../http/paging';
import { requireCaller, requireTenant, type Tenant } from '../../../security/guard';
import {
  AppPermissionBody, AppPermissionDeleted, AppPermissionListQuery, AppPermissionPage, AppPermissionSaved, AppPermissionUpdate,
  AppPermissionUsage, RecordIdParams,
} from '../../../../../contract/roles';
import { PERMISSION_SORT_FIELDS } from '../../../../../contract/rolesRules';
import { developerApp } from '../../developerPortal/api';
import { developerPermission, type Need } from '../access';
import { checkedDescription, checkedPermissionId, checkedPermissionLabel } from '../roleFields';
import { sortOf } from '../listing';
import {
  createPermission, DEFAULT_PERMISSION_SORT, deletePermission, listPermissions, permissionUsage, toPermissionView, updatePermission,
} from '../permissionStore';

const appPermissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const trace = (accountId: number, userId: number, key: ActivityMessageKey, name: string, app: string, details: Record<string, unknown>) =>
    recordActivity(db, { accountId, userId, key, params: { name, app }, details });

  mountDeclared(app, declared.create, { body: AppPermissionBody, response: AppPermissionSaved }, {
    summary: "Add a permission to one of the caller's account's apps",
    description: 'Permission id: letters, numbers and underscore; name under 20 characters; the id is unique in the app (409).',
    status: 201, errors: [400, 401, 403, 404, 409],
  }, async (request, reply) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const target = await developerApp(db, tenant, request.body.appId, 'update');
    const values = {
      permissionName: checkedPermissionId(request.body.permissionName),
      displayLabel: checkedPermissionLabel(request.body.displayLabel),
      description: checkedDescription(request.body.description),
    };
    const created = await createPermission(db, target.id, values, userId);
    await trace(tenant.accountId, userId, 'permission.created', created.permissionName, target.name,
      { appId: target.id, permissionId: created.id, permissionName: created.permissionName });
    return reply.code(201).send({ message: 'Permission created successfully', data: toPermissionView(created) });
  });

  mountDeclared(app, declared.list, { query: AppPermissionListQuery, response: AppPermissionPage }, {
    summary: "An app's permissions, paged (search on id and name)", errors: [400, 401, 403, 404],
  }, async (request) => {
    const target = await developerApp(db, requireTenant(request), request.query.appId, 'view');
    return listPermissions(db, target.id, request.query.query, sortOf(request.query, PERMISSION_SORT_FIELDS, DEFAULT_PERMISSION_SORT), pageOf(request.query));
  });

  const ownPermission = (tenant: Tenant, id: number, need: Need) => developerPermission(db, tenant, id, need);

  mountDeclared(app, declared.update, { params: RecordIdParams, body: AppPermissionUpdate, response: AppPermissionSaved }, {
    summary: 'Change a permission (its id, name or description)', errors: [400, 401, 403, 404, 409],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const { row, target } = await ownPermission(tenant, request.params.id, 'update');
    const body = request.body;
    const values = {
      ...(body.permissionName === undefined ? {} : { permissionName: checkedPermissionId(body.permissionName) }),
      ...(body.displayLabel === undefined ? {} : { displayLabel: checkedPermissionLabel(body.displayLabel) }),
      ...(body.description === undefined ? {} : { description: checkedDescription(body.description) }),
    };
    const updated = await updatePermission(db, row, values, userId);
    await trace(tenant.accountId, userId, 'permission.updated', updated.permissionName, target.name,
      { appId: target.id, permissionId: row.id, before: row.permissionName, permissionName: updated.permissionName });
    return { message: 'Permission updated successfully', data: toPermissionView(updated) };
  });

  mountDeclared(app, declared.usage, { params: RecordIdParams, response: AppPermissionUsage }, {
    summary: 'How many roles hold the permission (asked before deleting it)', errors: [400, 401, 403, 404],
  }, async (request) => {
    const { row } = await ownPermission(requireTenant(request), request.params.id, 'view');
    return permissionUsage(db, row.id);
  });

  mountDeclared(app, declared.remove, { params: RecordIdParams, response: AppPermissionDeleted }, {
    summary: 'Delete a permission; every role holding it loses it',
    description: 'Answers how many roles (default roles and custom roles of every instance) lost it; members lose it on their next request.',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const { row, target } = await ownPermission(tenant, request.params.id, 'update');
    const rolesAffected = await deletePermission(db, row.id);
    await trace(tenant.accountId, userId, 'permission.deleted', row.permissionName, target.name,
      { appId: target.id, permissionId: row.id, permissionName: row.permissionName, rolesAffected });
    return { message: 'Permission deleted successfully', rolesAffected };
  });
};

export default appPermissionRoutes;

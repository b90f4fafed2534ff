// An instance's custom roles (developer-portal.md §6, §7 "Instance roles"): the subscribing
// account defines named roles holding some of the app's permissions, lists them with the app's
// default roles, and sets their permissions. Another account's instance or role: 404. Every call
// needs manage_roles; reading the combined list (the roles a member can be given) also view_user,
// since the Users page assigns roles. A role still assigned to members is not deleted (403).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordActivity } from '../../../core/activity';
import type { ActivityMessageKey, ActivityParams } from '../../../../../contract/activityLogRules';
import { mountDeclared } from '../../../http/declaredRoute';
import { refuseStaleWrite, staleWriteNote } from '../../../http/staleWrites';
import { instanceRoleRoutes as declared } from '../../../../../contract/rolesRoutes';
import { pageOf } from '../../../http/paging';
import { requireCaller, requireTenant, type Tenant } from '../../../security/guard';
import { badRequest, forbidden } from '../../../http/errors';
import { hasFlag } from '../../../security/permissions';
import { ALL_PERMISSIONS } from '../../../../../contract/sessionFlags';
import {
  InstanceRoleBody, InstanceRoleChoicesQuery, InstanceRoleListQuery, InstanceRolePage, InstanceRolePermissionSet, InstanceRoleSaved,
  InstanceRoleUpdate, Message, PermissionChoicePage, PermissionChoices, RecordIdParams, RoleListingPage, RoleListingQuery,
} from '../../../../../contract/roles';
import { INSTANCE_ROLE_SORT_FIELDS } from '../../../../../contract/rolesRules';
import { flagsChanged } from '../../../core/flagsChanged';
import { ownInstance, ownInstanceRole } from '../access';
import { checkedRoleName } from '../roleFields';
import { sortOf } from '../listing';
import { appPermissionIds, permissionChoices } from '../permissionStore';
import {
  createInstanceRole, DEFAULT_INSTANCE_ROLE_SORT, deleteInstanceRole, instanceRoleView, listInstanceRoles, listRoles, renameInstanceRole,
  replaceInstanceRolePermissions, touchesOwners,
} from '../roleStore';
import { holdersOfInstanceRole } from '../memberRoles';

export const OWNERS_ROLE = "Only a user with all permissions can change the permissions of an owner's role or grant all permissions";

const instanceRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const trace = (tenant: Tenant, userId: number, event: string, key: ActivityMessageKey, params: ActivityParams, details: Record<string, unknown>) =>
    recordActivity(db, { accountId: tenant.accountId, userId, event, key, params, details });

  mountDeclared(app, declared.create, { body: InstanceRoleBody, response: InstanceRoleSaved }, {
    summary: "Add a custom role to one of the caller's account's app instances",
    description: 'Role name under 20 characters, unique in the instance (409). Its permissions are saved next with appInstanceRolePermission.',
    status: 201, errors: [400, 401, 403, 404, 409],
  }, async (request, reply) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const instance = await ownInstance(db, tenant.accountId, request.body.appInstanceId, request.body.appId);
    const created = await createInstanceRole(db, instance, checkedRoleName(request.body.roleName), userId);
    await trace(tenant, userId, 'created', 'role.created', { name: created.roleName }, { appInstanceId: instance.id, appId: instance.appId, roleId: created.id });
    return reply.code(201).send({ message: 'Role created successfully', data: await instanceRoleView(db, created.id) });
  });

  mountDeclared(app, declared.update, { params: RecordIdParams, body: InstanceRoleUpdate, response: InstanceRoleSaved }, {
    summary: 'Rename a custom role (its permission set is saved next)', description: staleWriteNote('revision'), errors: [400, 401, 403, 404, 409],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const { role } = await ownInstanceRole(db, tenant.accountId, request.params.id);
    refuseStaleWrite(request, role.revision, await instanceRoleView(db, role.id), 'This role');
    const roleName = checkedRoleName(request.body.roleName);
    await renameInstanceRole(db, role, roleName, userId);
    await trace(tenant, userId, 'updated', 'role.renamed', { from: role.roleName, name: roleName },
      { appInstanceId: role.appInstanceId, roleId: role.id, before: role.roleName, roleName });
    return { message: 'Role updated successfully', data: await instanceRoleView(db, role.id) };
  });

  mountDeclared(app, declared.remove, { params: RecordIdParams, response: Message }, {
    summary: 'Delete a custom role',
    description: 'Refused with 403 while the role is assigned to any member ("This role cannot be deleted because it is assigned to N members").',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const { role } = await ownInstanceRole(db, tenant.accountId, request.params.id);
    await deleteInstanceRole(db, role.id);
    await trace(tenant, userId, 'deleted', 'role.deleted', { name: role.roleName }, { appInstanceId: role.appInstanceId, roleId: role.id, roleName: role.roleName });
    return { message: 'Role deleted successfully' };
  });

  mountDeclared(app, declared.list, { query: InstanceRoleListQuery, response: InstanceRolePage }, {
    summary: "An app instance's custom roles, paged, with how many permissions and members each has", errors: [400, 401, 403, 404],
  }, async (request) => {
    const instance = await ownInstance(db, requireTenant(request).accountId, request.query.appInstanceId, request.query.appId);
    return listInstanceRoles(db, instance.id, request.query.query,
      sortOf(request.query, INSTANCE_ROLE_SORT_FIELDS, DEFAULT_INSTANCE_ROLE_SORT), pageOf(request.query));
  });

  mountDeclared(app, declared.listing, { query: RoleListingQuery, response: RoleListingPage }, {
    summary: "The app's default roles (of the user type, when given) and the instance's custom roles, paged: custom first, by name",
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const instance = await ownInstance(db, requireTenant(request).accountId, request.query.appInstanceId, request.query.appId);
    return listRoles(db, instance, { userType: request.query.userType, query: request.query.query }, pageOf(request.query));
  });

  mountDeclared(app, declared.savePermissions, { body: InstanceRolePermissionSet, response: Message }, {
    summary: "Replace a custom role's whole permission set",
    description: "Every id must be a permission of the instance's app (400 otherwise). Members holding the role hold the new set on their next request. "
      + 'A role held by an owner, or carrying allpermissions before or after, is changed only by a holder of allpermissions (403).',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const body = request.body;
    await ownInstance(db, tenant.accountId, body.appInstanceId, body.appId);
    const { role, instance } = await ownInstanceRole(db, tenant.accountId, body.appInstanceRoleId, body.appInstanceId);
    const ids = await appPermissionIds(db, instance.appId, body.checkedPermission);
    if (!hasFlag(tenant.flags, ALL_PERMISSIONS) && await touchesOwners(db, role.id, ids)) throw forbidden(OWNERS_ROLE);
    await replaceInstanceRolePermissions(db, role, ids, userId);
    await trace(tenant, userId, 'permissionsSet', 'role.permissionsSet', { name: role.roleName },
      { appInstanceId: instance.id, roleId: role.id, permissionIds: ids });
    await flagsChanged(db, await holdersOfInstanceRole(db, role.id));
    return { message: 'Role permissions updated successfully' };
  });

  const choices = async (
    tenant: Tenant, { appInstanceRoleId, appInstanceId }: { appInstanceRoleId?: number; appInstanceId?: number },
    query: string | undefined, page?: { page?: number; size?: number },
  ) => {
    const paging = page ? pageOf(page) : undefined;
    if (appInstanceRoleId !== undefined) {
      const { role, instance } = await ownInstanceRole(db, tenant.accountId, appInstanceRoleId);
      return permissionChoices(db, instance.appId, { kind: 'instance', roleId: role.id }, query, paging);
    }
    if (appInstanceId === undefined) throw badRequest('appInstanceRoleId or appInstanceId is required', { field: 'appInstanceRoleId' });
    const instance = await ownInstance(db, tenant.accountId, appInstanceId);
    return permissionChoices(db, instance.appId, null, query, paging);
  };

  mountDeclared(app, declared.permissionChoices, { query: InstanceRoleChoicesQuery, response: PermissionChoicePage }, {
    summary: "Every permission of the instance's app, paged, ticked when the custom role holds it", errors: [400, 401, 403, 404],
  }, async (request) => choices(requireTenant(request), request.query, request.query.query, request.query));

  mountDeclared(app, declared.allPermissionChoices, { query: InstanceRoleChoicesQuery, response: PermissionChoices }, {
    summary: "Every permission of the instance's app (up to 1,000), ticked when the custom role holds it", errors: [400, 401, 403, 404],
  }, async (request) => (await choices(requireTenant(request), request.query, request.query.query)).content);
};

export default instanceRoleRoutes;

// Members' roles and what they hold (developer-portal.md §7 "Instance roles"; issue 11): a
// member's roles in an instance (read and replaced, with the Users page's rules), in every
// instance, their effective permissions and why, a permission's holders and through which roles,
// and the impact of a change before it is saved. manage_roles or view_user (the Users page assigns
// roles too); a preview of a custom role's new permissions needs manage_roles, as the save does.
// Another account's instance, member or permission: 404. Assignments are traced.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordActivity } from '../../../core/activity';
import { badRequest, forbidden } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { memberRoleRoutes as declared } from '../../../../../contract/rolesRoutes';
import { requireCaller, requireTenant } from '../../../security/guard';
import { hasFlag } from '../../../security/permissions';
import { MANAGE_ROLES } from '../../../../../contract/rolesFlags';
import {
  EffectivePermissions, MemberInstanceQuery, MemberInstanceRolesList, MemberQuery, MemberRolesQuery, PermissionHolders,
  PermissionHoldersQuery, RoleChangeImpact, RoleChangePreview, UserRoles, UserRolesSaved,
} from '../../../../../contract/roles';
import { checkGrants } from '../roleGrants';
import { flagsChanged } from '../../../core/flagsChanged';
import { memberName, ownInstance, ownInstanceRole, ownMember } from '../access';
import { grantsOfMember, memberGrants } from '../effectivePermissions';
import { GrantsCache, stampedGrants } from '../grantsCache';
import { assignedRoles, assignRoles, rolesAcrossInstances } from '../memberRoles';
import { peopleNamed } from '../people';
import { appPermissionIds, permissionOf } from '../permissionStore';
import { previewInstanceRole, previewMemberRoles } from '../preview';

const memberRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const grantsCache = new GrantsCache();

  mountDeclared(app, declared.roles, { query: MemberInstanceQuery, response: UserRoles }, {
    summary: "A member's explicitly assigned roles in an app instance (none: the user type's default roles apply)",
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const instance = await ownInstance(db, accountId, request.query.appInstanceId, request.query.appId);
    return assignedRoles(db, await ownMember(db, accountId, request.query.accountUserId), instance);
  });

  mountDeclared(app, declared.assign, { body: UserRoles, response: UserRolesSaved }, {
    summary: "Replace a member's roles in an app instance",
    description: 'The rules of account-users-roles: roles of the instance or its app only; only a holder of allpermissions '
      + 'grants a role carrying it or changes an owner; nobody changes their own roles. No roles: the user type\'s defaults apply. '
      + 'The member holds the new roles from their next request.',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const body = request.body;
    const instance = await ownInstance(db, tenant.accountId, body.appInstanceId, body.appId);
    const member = await ownMember(db, tenant.accountId, body.accountUserId);
    await assignRoles(db, { tenant, userId }, member, instance, body);
    const data = await assignedRoles(db, member, instance);
    await recordActivity(db, {
      accountId: tenant.accountId, userId, key: 'role.assigned', params: { member: memberName(member) },
      details: { accountUserId: member.accountUserId, appInstanceId: instance.id, checkedRoles: data.checkedRoles, checkedDefaultRoles: data.checkedDefaultRoles },
    });
    await flagsChanged(db, [member.userId]);
    return { message: 'Roles assigned to user successfully', data };
  });

  mountDeclared(app, declared.rolesEverywhere, { query: MemberRolesQuery, response: MemberInstanceRolesList }, {
    summary: "The roles a member holds in each of the account's app instances (assigned, else the user type's defaults)",
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    return rolesAcrossInstances(db, accountId, await ownMember(db, accountId, request.query.accountUserId));
  });

  mountDeclared(app, declared.effectivePermissions, { query: MemberQuery, response: EffectivePermissions }, {
    summary: 'Every permission a member holds in an app instance, and every role granting it',
    description: "source: assigned (the member's roles) or userTypeDefaults (none assigned: the app's default roles for the user type).",
    errors: [400, 401, 403, 404],
  }, async (request, reply) => {
    const { accountId } = requireTenant(request);
    const stamped = await stampedGrants(db, accountId, request.query.appInstanceId, request.query.accountUserId);
    const { instance, member } = stamped;
    const body = await grantsCache.answer(stamped, async () => {
      const grants = await grantsOfMember(db, instance.id, member);
      const position = new Map(grants.roles.map((r, i) => [`${r.kind}:${r.id}`, i]));
      return {
        accountUserId: member.accountUserId, appInstanceId: instance.id, userType: member.userType,
        source: grants.source, roles: grants.roles,
        permissions: grants.permissions.map((p) => ({ ...p, grantedBy: p.grantedBy.map((r) => position.get(`${r.kind}:${r.id}`) as number) })),
      } satisfies EffectivePermissions;
    });
    // Already the JSON text of an EffectivePermissions, which Fastify sends as it is.
    return reply.type('application/json; charset=utf-8').send(body as unknown as EffectivePermissions);
  });

  mountDeclared(app, declared.permissionHolders, { query: PermissionHoldersQuery, response: PermissionHolders }, {
    summary: "The account's active members holding a permission in an app instance, and through which roles",
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const instance = await ownInstance(db, accountId, request.query.appInstanceId);
    const permission = await permissionOf(db, instance.appId, request.query.appPermissionId);
    const grants = [...(await memberGrants(db, instance.id, { appPermissionId: permission.id })).values()];
    const people = await peopleNamed(db, grants.map((g) => g.accountUserId));
    const holders = grants.flatMap((g) => {
      const person = people.get(g.accountUserId);
      const through = g.permissions.find((p) => p.id === permission.id)?.grantedBy ?? [];
      return person && through.length > 0 ? [{ accountUserId: g.accountUserId, ...person, userType: g.userType, through }] : [];
    }).sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.accountUserId - b.accountUserId);
    return { id: permission.id, permissionName: permission.permissionName, holders };
  });

  mountDeclared(app, declared.previewChange, { body: RoleChangePreview, response: RoleChangeImpact }, {
    summary: 'Who would gain and lose which permissions: a custom role\'s new set, or a member\'s new roles (nothing is saved)',
    description: 'Exactly one of instanceRole and member. Only members whose permissions would change are listed.',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { appInstanceId, instanceRole, member } = request.body;
    if ((instanceRole === undefined) === (member === undefined)) throw badRequest('Name exactly one of instanceRole and member');
    const instance = await ownInstance(db, tenant.accountId, appInstanceId);
    if (instanceRole) {
      if (!hasFlag(tenant.flags, MANAGE_ROLES)) throw forbidden();
      const { role } = await ownInstanceRole(db, tenant.accountId, instanceRole.id, instance.id);
      const ids = await appPermissionIds(db, instance.appId, instanceRole.checkedPermission);
      return { members: await previewInstanceRole(db, instance, role.id, ids) };
    }
    const target = await ownMember(db, tenant.accountId, member!.accountUserId);
    await checkGrants(db, tenant.accountId, [{ appInstanceId: instance.id, appInstanceRoleIds: member!.checkedRoles, defaultRoleIds: member!.checkedDefaultRoles }]);
    return { members: await previewMemberRoles(db, instance, target, member!) };
  });
};

export default memberRoleRoutes;

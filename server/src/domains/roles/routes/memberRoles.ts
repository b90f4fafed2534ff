// Members' roles and what they hold (developer-portal.md §7 "Instance roles"; issue 11): a
// member's roles in an instance (read and replaced, with the Users page's rules), in every
// instance, their effective permissions and why, a permission's holders and through which roles,
// and the impact of a change before it is saved. manage_roles or view_user (the Users page assigns
// roles too); a preview of a custom role's new permissions needs manage_roles, as the save does.
// Another account's instance, member or permission: 404. Assignments are traced.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { recordActivity } from '../../../core/activity';
import { badRequest, forbidden } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { hasFlag } from '../../../security/permissions';
import { MANAGE_ROLES } from '../../../../../contract/rolesFlags';
import { VIEW_USER } from '../../../../../contract/usersFlags';
import {
  EffectivePermissions, MemberInstanceQuery, MemberInstanceRoles, MemberRolesQuery, PermissionHolders, PermissionHoldersQuery,
  RoleChangeImpact, RoleChangePreview, UserRoles, UserRolesSaved,
} from '../../../../../contract/roles';
import { checkGrants } from '../../users/api';
import { flagsChanged } from '../../notifications/api';
import { memberName, ownInstance, ownInstanceRole, ownMember } from '../access';
import { grantsOfMember, memberGrants } from '../effectivePermissions';
import { GrantsCache, stampedGrants } from '../grantsCache';
import { assignedRoles, assignRoles, rolesAcrossInstances } from '../memberRoles';
import { peopleNamed } from '../people';
import { appPermissionIds, permissionOf } from '../permissionStore';
import { previewInstanceRole, previewMemberRoles } from '../preview';

const tags = ['developerApp'];
const ROLE_READERS = [MANAGE_ROLES, VIEW_USER];

const memberRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const grantsCache = new GrantsCache();

  app.get('/userRolesList', {
    schema: {
      tags, summary: "A member's explicitly assigned roles in an app instance (none: the user type's default roles apply)",
      querystring: MemberInstanceQuery,
      response: { 200: UserRoles, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...ROLE_READERS),
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const instance = await ownInstance(db, accountId, request.query.appInstanceId, request.query.appId);
    return assignedRoles(db, await ownMember(db, accountId, request.query.accountUserId), instance);
  });

  app.post('/assignRolesToUser', {
    schema: {
      tags, summary: "Replace a member's roles in an app instance",
      description: 'The rules of account-users-roles: roles of the instance or its app only; only a holder of allpermissions '
        + 'grants a role carrying it or changes an owner; nobody changes their own roles. No roles: the user type\'s defaults apply. '
        + 'The member holds the new roles from their next request.',
      body: UserRoles,
      response: { 200: UserRolesSaved, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...ROLE_READERS),
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

  app.get('/accountUser-appInstanceRole', {
    schema: {
      tags, summary: "The roles a member holds in each of the account's app instances (assigned, else the user type's defaults)",
      querystring: MemberRolesQuery,
      response: { 200: Type.Array(MemberInstanceRoles), ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...ROLE_READERS),
  }, async (request) => {
    const { accountId } = requireTenant(request);
    return rolesAcrossInstances(db, accountId, await ownMember(db, accountId, request.query.accountUserId));
  });

  app.get('/effectivePermissions', {
    schema: {
      tags, summary: 'Every permission a member holds in an app instance, and every role granting it',
      description: "source: assigned (the member's roles) or userTypeDefaults (none assigned: the app's default roles for the user type).",
      querystring: Type.Object({ appInstanceId: MemberInstanceQuery.properties.appInstanceId, accountUserId: MemberInstanceQuery.properties.accountUserId }),
      response: { 200: EffectivePermissions, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...ROLE_READERS),
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

  app.get('/permissionHolders', {
    schema: {
      tags, summary: "The account's active members holding a permission in an app instance, and through which roles",
      querystring: PermissionHoldersQuery,
      response: { 200: PermissionHolders, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...ROLE_READERS),
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

  app.post('/roleChangePreview', {
    schema: {
      tags, summary: 'Who would gain and lose which permissions: a custom role\'s new set, or a member\'s new roles (nothing is saved)',
      description: 'Exactly one of instanceRole and member. Only members whose permissions would change are listed.',
      body: RoleChangePreview,
      response: { 200: RoleChangeImpact, ...errorResponses(400, 401, 403, 404) },
    },
    preHandler: inAccount(...ROLE_READERS),
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

// The users domain goes by its route declarations (contract/usersRoutes.ts): its lists are
// react-admin resources asking the spec's addresses in the `sort=field,asc` dialect for the selected
// account, a member's change names them by user id, an invitation is sent, resent and deleted at its
// address, the roles it may grant are records by app instance, and who may list or change them
// follows the declared flags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { accountUsersProvider, invitationsProvider, usersDeclared } from '../../src/resources/users/usersResources';
import { inviteRolesProvider, type InvitationsDataProvider } from '../../src/resources/users/usersDataProvider';
import { ACCOUNT_USERS_RESOURCE, INVITATIONS_RESOURCE, INVITE_ROLES_RESOURCE } from '../../src/resources/users/usersAccess';
import { declaredAccess } from '../../src/plugins/declaredAccess';
import type { SessionScope } from '../../src/session';
import { recordCalls } from './recordedCalls';

const scope = (() => ({ accountId: '5', userId: '9' })) as unknown as SessionScope;
const page = { content: [{ id: 31, email: 'ann@example.com' }], totalElements: 1 };

afterEach(() => vi.unstubAllGlobals());

describe("the users domain's resources", () => {
  it("list the selected account's members, filtered by type and status, searched, sorted and paged", async () => {
    const calls = recordCalls(() => page);
    const members = accountUsersProvider(scope);
    const listed = await members.getList(ACCOUNT_USERS_RESOURCE, {
      filter: { userType: 'USER', type: 'INACTIVE', q: ' ann ' }, sort: { field: 'email', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    // The roles' Members tab lists them without any filter.
    await members.getList(ACCOUNT_USERS_RESOURCE, { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });
    expect(listed).toEqual({ data: page.content, total: 1 });
    expect(calls.map((c) => c.path)).toEqual([
      '/users/account-user/account-users?userType=USER&type=INACTIVE&accountId=5&query=ann&page=1&size=10&sort=email,desc',
      '/users/account-user/account-users?accountId=5&page=0&size=10&sort=id,asc',
    ]);
  });

  it("change a member by user id, and remove one by account user id", async () => {
    const calls = recordCalls(() => ({ message: 'User status updated', data: { id: 31, userId: 77, status: 'INACTIVE' } }));
    const members = accountUsersProvider(scope);
    const previousData = { id: 31, userId: 77, userType: 'USER', status: 'ACTIVE', email: 'ann@example.com' };
    const { data } = await members.update(ACCOUNT_USERS_RESOURCE, { id: 31, data: { status: 'INACTIVE' }, previousData });
    await members.delete(ACCOUNT_USERS_RESOURCE, { id: 31, previousData });
    expect(data).toEqual({ id: 31, userId: 77, status: 'INACTIVE' });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['PUT /users/account-user/account-users?accountId=5&userId=77', { userType: 'USER', status: 'INACTIVE' }],
      ['DELETE /users/account-user/31', undefined],
    ]);
  });

  it("list invitations by state, send one, resend and delete it, and ask the roles it may grant", async () => {
    const crm = { appInstanceId: 12, appId: 3, appName: 'CRM', isAdminApp: false, roles: [{ id: 1, roleName: 'Pilot', kind: 'instance', userType: null }] };
    const calls = recordCalls(({ pathname }) => (pathname === '/users/account-user/invite-users' ? page
      : pathname === '/users/account-user/invite-roles' ? [crm]
        : { message: 'done', data: { id: 40, email: 'bob@example.com' } }));
    const invitations = invitationsProvider(scope) as InvitationsDataProvider & DataProvider;
    await invitations.getList(INVITATIONS_RESOURCE, { filter: { type: 'EXPIRED' }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 25 } });
    const payload = { toEmail: 'bob@example.com', fromAccountId: 5, fromUserId: 9, roleId: null, roleName: null, userType: 'USER', appRoles: [] };
    const created = await invitations.create(INVITATIONS_RESOURCE, { data: payload });
    await invitations.resendInvitation(INVITATIONS_RESOURCE, 40);
    await invitations.delete(INVITATIONS_RESOURCE, { id: 40, previousData: { id: 40 } });
    const roles = await inviteRolesProvider(scope).getList(INVITE_ROLES_RESOURCE, {
      filter: { accountId: '5' }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 25 },
    });
    expect(created.data).toEqual({ id: 40, email: 'bob@example.com' });
    expect(roles).toEqual({ data: [{ ...crm, id: 12 }], total: 1 });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body])).toEqual([
      ['GET /users/account-user/invite-users?type=EXPIRED&accountId=5&page=0&size=25&sort=createdAt,desc', undefined],
      ['POST /auth/invite-user', payload],
      ['PUT /users/account-user/userinvitation/40/resend', undefined],
      ['DELETE /users/account-user/userinvitation/40', undefined],
      ['GET /users/account-user/invite-roles?accountId=5', undefined],
    ]);
  });

  it('are listed and changed by holders of view_user only', () => {
    const access = declaredAccess(usersDeclared);
    expect(access({ view_user: true }, { resource: ACCOUNT_USERS_RESOURCE, action: 'list' })).toBe(true);
    expect(access({ view_user: true }, { resource: ACCOUNT_USERS_RESOURCE, action: 'edit' })).toBe(true);
    expect(access({ view_user: true }, { resource: INVITATIONS_RESOURCE, action: 'delete' })).toBe(true);
    expect(access({ view_user: true }, { resource: INVITATIONS_RESOURCE, action: 'create' })).toBe(true);
    expect(access({ view_apps: true }, { resource: ACCOUNT_USERS_RESOURCE, action: 'list' })).toBe(false);
    expect(access({ view_user: true }, { resource: 'accounts', action: 'list' })).toBeUndefined();
  });
});
